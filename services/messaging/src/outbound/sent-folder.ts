import type { ImapFlow } from 'imapflow';

/** The mailbox's Sent folder: the one marked \Sent (RFC 6154), else one named Sent. */
export async function sentFolderPath(imap: ImapFlow): Promise<string | undefined> {
  const folders = await imap.list();
  return (
    folders.find((f) => f.specialUse === '\\Sent')?.path ??
    folders.find((f) => /^(inbox[./])?sent( items| messages)?$/i.test(f.path))?.path
  );
}

/** Whether a message with this Message-ID is in the Sent folder (it was handed over and filed). */
export async function inSentFolder(imap: ImapFlow, messageId: string): Promise<boolean> {
  const path = await sentFolderPath(imap);
  if (!path) return false;
  const lock = await imap.getMailboxLock(path, { readOnly: true });
  try {
    const found = await imap.search({ header: { 'message-id': messageId } }, { uid: true });
    return Array.isArray(found) && found.length > 0;
  } finally {
    lock.release();
  }
}
