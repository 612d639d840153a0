import type { ImapFlow } from 'imapflow';
import { accessOf } from '../mailboxes/mailbox-access';
import type { MailboxRow } from '../mailboxes/mailbox.repository';
import { openImap } from '../mailboxes/mail-connection';
import { type RecordedMessage, recordMessages, textLimit } from '../messages/message.recorder';
import { sentFolderPath } from '../outbound/sent-folder';
import type { MessagingRuntime } from '../runtime';
import { type FolderCursor, readCursor, saveCursor } from './folder-cursor.repository';
import { parseMessage } from './parse-message';

/**
 * How a folder is read (the email benchmark's floor reads it the same way): `chunkSize` UIDs per
 * round trip, the cursor moving after each chunk so a restart loses at most one; of a message's
 * source, at most `maxLength` (the rest of a huge message, its attachments, stays on the server).
 */
export const folderFetch = {
  chunkSize: 100,
  query: { uid: true, internalDate: true, source: { maxLength: 2 * 1024 * 1024 } },
} as const;
const { chunkSize, query: fetchQuery } = folderFetch;

/**
 * One sync of a mailbox's INBOX and Sent folder: the first reads the last `backfill_days` days,
 * later ones the UIDs past each folder's cursor. A new UIDVALIDITY (the folder was rebuilt) reads
 * the window again; Message-IDs already recorded are skipped, so nothing lands twice.
 */
export async function syncMailbox(rt: MessagingRuntime, mailbox: MailboxRow): Promise<number> {
  await rt.connect.checkServers(accessOf(mailbox, rt.box));
  const imap = openImap(accessOf(mailbox, rt.box), rt.connect);
  await imap.connect();
  try {
    const sent = await sentFolderPath(imap);
    let recorded = 0;
    for (const path of ['INBOX', ...(sent ? [sent] : [])]) recorded += await syncFolder(rt, imap, mailbox, path);
    return recorded;
  } finally {
    await imap.logout().catch(() => imap.close());
  }
}

async function syncFolder(rt: MessagingRuntime, imap: ImapFlow, mailbox: MailboxRow, path: string) {
  const { tenant_id: tenantId, id: mailboxId } = mailbox;
  const lock = await imap.getMailboxLock(path, { readOnly: true });
  try {
    const opened = imap.mailbox;
    if (!opened) return 0;
    const kept = await rt.uow.read(tenantId, (db) => readCursor(db, mailboxId, path));
    const cursor: FolderCursor =
      kept && kept.uidValidity === opened.uidValidity ? kept : { uidValidity: opened.uidValidity, lastUid: 0 };
    const since = new Date(Date.now() - mailbox.backfill_days * 86_400_000);
    const found = await imap.search(cursor.lastUid ? { uid: `${cursor.lastUid + 1}:*` } : { since }, { uid: true });
    // `n:*` names the last message even when its UID is below n.
    const uids = (found || []).filter((uid) => uid > cursor.lastUid).sort((a, b) => a - b);
    let recorded = 0;
    for (let i = 0; i < uids.length; i += chunkSize) {
      const chunk = uids.slice(i, i + chunkSize);
      // Each message is parsed as it arrives and only what the timeline needs is held; a chunk's
      // messages are kept in one transaction with the cursor past them.
      const parsed: RecordedMessage[] = [];
      for await (const m of imap.fetch(chunk, fetchQuery, { uid: true })) {
        if (!m.source) continue;
        const fallbackId = `<${cursor.uidValidity}.${m.uid}.${mailboxId}@${path.replace(/[^\w.-]/g, '_')}.invalid>`;
        const message = await parseMessage(m.source, fallbackId, new Date(m.internalDate ?? Date.now()));
        parsed.push({
          tenantId,
          mailboxId,
          ownerId: mailbox.owner_id,
          mailboxAddress: mailbox.address,
          direction: message.from.address === mailbox.address ? 'outbound' : 'inbound',
          ...message,
          text: message.text.slice(0, textLimit),
          contactId: null,
        });
      }
      cursor.lastUid = chunk[chunk.length - 1] as number;
      recorded += await rt.uow.withTenant(tenantId, async (trx, emit) => {
        const added = await recordMessages(trx, emit, parsed);
        await saveCursor(trx, tenantId, mailboxId, path, cursor);
        return added;
      });
    }
    if (!kept || kept.uidValidity !== cursor.uidValidity) {
      await rt.uow.withTenant(tenantId, (trx) => saveCursor(trx, tenantId, mailboxId, path, cursor));
    }
    return recorded;
  } finally {
    lock.release();
  }
}
