import { ImapFlow } from 'imapflow';
import type { MailServer, MailUser } from './mail-server';

/** What a test mailbox holds in a folder, read over IMAP as its user would (no mock). */
export async function readFolder(server: MailServer, user: MailUser, path = 'INBOX') {
  const client = new ImapFlow({
    host: server.host,
    port: server.imapPort,
    secure: false,
    auth: { user: user.address, pass: user.password },
    logger: false,
  });
  await client.connect();
  try {
    const lock = await client.getMailboxLock(path, { readOnly: true });
    try {
      const messages: { messageId: string; subject: string; source: string }[] = [];
      if (!client.mailbox || client.mailbox.exists === 0) return messages;
      for await (const m of client.fetch('1:*', { envelope: true, source: true })) {
        messages.push({
          messageId: m.envelope?.messageId ?? '',
          subject: m.envelope?.subject ?? '',
          source: m.source?.toString('utf8') ?? '',
        });
      }
      return messages;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

/** How a mailbox of the test server is connected in the CRM. */
export const mailboxDraft = (server: MailServer, user: MailUser, password = user.password) => ({
  address: user.address,
  imap: { host: server.host, port: server.imapPort, security: 'none' as const },
  smtp: { host: server.host, port: server.smtpPort, security: 'none' as const },
  auth: { kind: 'password' as const, username: user.address, password },
});
