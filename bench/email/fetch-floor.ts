import { ImapFlow } from 'imapflow';
import { folderFetch } from '../../services/messaging/src/sync/mailbox-sync';
import type { MailServer, MailUser } from '../../tests/support/mail-server';

/**
 * The floor of a backfill: the same IMAP reads the sync makes (a search of the window, then the
 * same fetch in chunks of the same size) with nothing done with the messages. Messages per second.
 */
export async function fetchFloor(mail: MailServer, user: MailUser, sinceDays: number): Promise<number> {
  const imap = new ImapFlow({
    host: mail.host,
    port: mail.imapPort,
    secure: false,
    doSTARTTLS: false,
    auth: { user: user.address, pass: user.password },
    logger: false,
  });
  await imap.connect();
  try {
    const started = performance.now();
    const lock = await imap.getMailboxLock('INBOX', { readOnly: true });
    let read = 0;
    try {
      const found = await imap.search({ since: new Date(Date.now() - sinceDays * 86_400_000) }, { uid: true });
      const uids = (found || []).sort((a, b) => a - b);
      for (let i = 0; i < uids.length; i += folderFetch.chunkSize) {
        for await (const m of imap.fetch(uids.slice(i, i + folderFetch.chunkSize), folderFetch.query, { uid: true })) {
          if (m.source) read++;
        }
      }
    } finally {
      lock.release();
    }
    return read / ((performance.now() - started) / 1000);
  } finally {
    await imap.logout();
  }
}
