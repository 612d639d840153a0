import type { Activity } from '@smartcrm/contracts';

/**
 * Where replying to an email entry opens the composer: addressed to the entry's contact, in the
 * message's thread. Only mail a connected mailbox sent or synced has a Message-ID to answer.
 */
export function replyLinkOf(activity: Activity): string | null {
  const messageId = activity.meta.messageId;
  if (activity.kind !== 'email' || typeof messageId !== 'string' || !activity.contactId) return null;
  const params = new URLSearchParams({
    contactId: activity.contactId,
    replyTo: messageId,
    subject: activity.subject ?? '',
  });
  return `/email-composer?${params}`;
}
