import type { EventData, MailPrivacy } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { MessagingDb } from '../db/schema';
import { isEnrolled, stopEnrolmentsOf, suppress } from '../sequences/sequence.repository';
import { bouncedAddresses } from './bounce';
import { sharedUnder } from './mail-privacy';

/** A message as found or sent, and what of it its mailbox shares (sent from the CRM: `full`). */
export type RecordedMessage = Omit<EventData<'messaging.message.recorded'>, 'messageId' | 'bodyShared'> & {
  tenantId: string;
  privacy: MailPrivacy;
};

/** What a timeline shows of a body. */
export const textLimit = 10_000;

/**
 * Keeps messages once per mailbox and Message-ID (sent by us and found again in Sent, or synced
 * twice after a restart) in one statement, and announces each the first time only, as much of it as
 * its mailbox's privacy shares. Received mail may stop sequences (a reply, a bounce), shared or
 * not. How many were new.
 */
export async function recordMessages(
  trx: Kysely<MessagingDb>,
  emit: Emit,
  messages: readonly RecordedMessage[],
): Promise<number> {
  if (!messages.length) return 0;
  const rows = await trx
    .insertInto('messages')
    .values(
      messages.map((m) => ({
        tenant_id: m.tenantId,
        mailbox_id: m.mailboxId,
        rfc_message_id: m.rfcMessageId,
        thread_id: m.threadId,
        direction: m.direction,
        subject: m.subject,
        from_address: m.from.address,
        sent_at: new Date(m.sentAt),
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'mailbox_id', 'rfc_message_id']).doNothing())
    .returning(['id', 'rfc_message_id'])
    .execute();
  const ids = new Map(rows.map((row) => [row.rfc_message_id, row.id]));
  const received: RecordedMessage[] = [];
  for (const message of messages) {
    const { tenantId, privacy, ...data } = message;
    const messageId = ids.get(data.rfcMessageId);
    // A Message-ID twice in one batch (a copy in the same folder) is announced once.
    if (!messageId) continue;
    ids.delete(data.rfcMessageId);
    if (data.direction === 'inbound') received.push(message);
    const shared = sharedUnder(privacy, { ...data, messageId, text: data.text.slice(0, textLimit) });
    if (shared) emit({ type: 'messaging.message.recorded', tenantId, data: shared });
  }
  await stopSequences(trx, received);
  return rows.length;
}

export async function recordMessage(trx: Kysely<MessagingDb>, emit: Emit, m: RecordedMessage): Promise<boolean> {
  return (await recordMessages(trx, emit, [m])) === 1;
}

/**
 * What received messages mean for sequences: a DSN marks each address it bounces that a sequence
 * enrolled (no sequence mail to it again); any other mail from an enrolled contact is their reply.
 * The replies go in one statement per mailbox, sent before each bounce so that a reply and a bounce
 * about one address end as they would one message at a time.
 */
async function stopSequences(trx: Kysely<MessagingDb>, messages: readonly RecordedMessage[]) {
  const replies = new Map<string, string[]>();
  const stopReplies = async () => {
    for (const [mailboxId, senders] of replies) await stopEnrolmentsOf(trx, senders, 'replied', mailboxId);
    replies.clear();
  };
  for (const m of messages) {
    const bounced = bouncedAddresses(m);
    if (!bounced.length) {
      const senders = replies.get(m.mailboxId);
      if (senders) senders.push(m.from.address);
      else replies.set(m.mailboxId, [m.from.address]);
      continue;
    }
    await stopReplies();
    for (const address of bounced) {
      if (!(await isEnrolled(trx, address))) continue;
      await suppress(trx, m.tenantId, address, 'bounced');
      await stopEnrolmentsOf(trx, address, 'bounced');
    }
  }
  await stopReplies();
}

/** The thread a message belongs to: the first Message-ID of its References (the root), else what it answers, else itself. */
export function threadIdOf(messageId: string, inReplyTo?: string | null, references?: string | string[] | null) {
  const refs = Array.isArray(references) ? references : (references ?? '').split(/\s+/).filter(Boolean);
  return refs[0] ?? inReplyTo ?? messageId;
}
