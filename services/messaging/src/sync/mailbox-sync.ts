import type { ImapFlow } from 'imapflow';
import { accessOf } from '../mailboxes/mailbox-access';
import { findMailbox, type MailboxRow } from '../mailboxes/mailbox.repository';
import { openImap } from '../mailboxes/mail-connection';
import { type RecordedMessage, recordMessages, textLimit } from '../messages/message.recorder';
import { sentFolderPath } from '../outbound/sent-folder';
import type { MessagingRuntime } from '../runtime';
import { type FolderCursor, readCursor, saveCursor } from './folder-cursor.repository';
import { parseMessage } from './parse-message';

/**
 * How a folder is read (the email benchmark's floor reads it the same way): `chunkSize` UIDs per
 * round trip, the cursor moving with each chunk kept so a restart reads again at most two; of a message's
 * source, at most `maxLength` (the rest of a huge message, its attachments, stays on the server).
 */
export const folderFetch = {
  chunkSize: 100,
  query: { uid: true, internalDate: true, source: { maxLength: 2 * 1024 * 1024 } },
} as const;
const { chunkSize, query: fetchQuery } = folderFetch;

type FoundMessage = Omit<RecordedMessage, 'privacy'>;

/**
 * One sync of a mailbox's INBOX and Sent folder: the first reads the last `backfill_days` days,
 * later ones the UIDs past each folder's cursor. A new UIDVALIDITY (the folder was rebuilt) reads
 * the window again; Message-IDs already recorded are skipped, so nothing lands twice.
 */
export async function syncMailbox(rt: MessagingRuntime, mailbox: MailboxRow, signal?: AbortSignal): Promise<number> {
  await rt.connect.checkServers(accessOf(mailbox, rt.box));
  const imap = openImap(accessOf(mailbox, rt.box), rt.connect);
  // Stopping the service ends the connection: the command in progress fails, the chunks already
  // kept stay kept, and the next sync resumes from the cursor.
  const abort = () => imap.close();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await imap.connect();
    const sent = await sentFolderPath(imap);
    let recorded = 0;
    for (const path of ['INBOX', ...(sent ? [sent] : [])]) recorded += await syncFolder(rt, imap, mailbox, path);
    return recorded;
  } finally {
    signal?.removeEventListener('abort', abort);
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
    const keep = (parsed: FoundMessage[], upTo: FolderCursor) =>
      rt.uow.withTenant(tenantId, async (trx, emit) => {
        // Its owner may have narrowed what is shared since a long backfill began: each chunk follows the setting as it is now.
        const privacy = (await findMailbox(trx, mailboxId))?.privacy ?? mailbox.privacy;
        const added = await recordMessages(
          trx,
          emit,
          parsed.map((m) => ({ ...m, privacy })),
        );
        await saveCursor(trx, tenantId, mailboxId, path, upTo);
        return added;
      });
    let recorded = 0;
    // A chunk is kept while the next one is read (the server's and the database's waits overlap);
    // a chunk's transaction starts only once the one before it committed, so the cursor never
    // passes a chunk that is not kept, and at most two chunks are held.
    let keeping: Promise<number> | undefined;
    try {
      for (let i = 0; i < uids.length; i += chunkSize) {
        const chunk = uids.slice(i, i + chunkSize);
        const parsed = await readChunk(imap, chunk, mailbox, path, cursor.uidValidity);
        if (keeping) recorded += await keeping;
        cursor.lastUid = chunk[chunk.length - 1] as number;
        keeping = keep(parsed, { ...cursor });
        // Awaited with the next chunk or after the last; a failure meanwhile is not unhandled.
        keeping.catch(() => undefined);
      }
      if (keeping) recorded += await keeping;
    } catch (error) {
      // A read that failed leaves the chunk being kept to finish before the sync gives up.
      await keeping?.catch(() => undefined);
      throw error;
    }
    if (!kept || kept.uidValidity !== cursor.uidValidity) {
      await rt.uow.withTenant(tenantId, (trx) => saveCursor(trx, tenantId, mailboxId, path, cursor));
    }
    return recorded;
  } finally {
    lock.release();
  }
}

/**
 * A chunk's messages as the timeline needs them: each parsed as it arrives, only what is kept held
 * (a message without a Message-ID gets one made of where it was found).
 */
async function readChunk(imap: ImapFlow, uids: number[], mailbox: MailboxRow, path: string, uidValidity: bigint) {
  const parsed: FoundMessage[] = [];
  for await (const m of imap.fetch(uids, fetchQuery, { uid: true })) {
    if (!m.source) continue;
    const fallbackId = `<${uidValidity}.${m.uid}.${mailbox.id}@${path.replace(/[^\w.-]/g, '_')}.invalid>`;
    const message = await parseMessage(m.source, fallbackId, new Date(m.internalDate ?? Date.now()));
    parsed.push({
      tenantId: mailbox.tenant_id,
      mailboxId: mailbox.id,
      ownerId: mailbox.owner_id,
      mailboxAddress: mailbox.address,
      direction: message.from.address === mailbox.address ? 'outbound' : 'inbound',
      ...message,
      text: message.text.slice(0, textLimit),
      contactId: null,
    });
  }
  return parsed;
}
