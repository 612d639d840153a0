import { type Emit, stableUuid } from '@smartcrm/kit';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { CrmDb } from '../db/schema';
import { insertActivity } from './activity.repository';

type LiveContacts = SelectQueryBuilder<CrmDb, 'contacts', { id: string }>;

/**
 * The live contacts a message (an email, a text) is about: the one it names, and at most 50 that
 * `matching` finds among the rest (by address, by phone).
 */
export async function messageContacts(
  trx: Kysely<CrmDb>,
  named: string | null,
  matching: ((contacts: LiveContacts) => LiveContacts) | null,
): Promise<string[]> {
  const live = trx.selectFrom('contacts').select('id').where('deleted_at', 'is', null);
  const ids = new Set<string>();
  const found = named ? await live.where('id', '=', named).executeTakeFirst() : undefined;
  if (found) ids.add(found.id);
  if (matching) for (const { id } of await matching(live).limit(50).execute()) ids.add(id);
  return [...ids];
}

/** What a message's timeline entry says, whichever channel it came by (a video's view too). */
export interface MessageEntry {
  tenantId: string;
  messageId: string;
  kind: 'email' | 'sms' | 'video_view';
  actorId: string | null;
  subject: string | null;
  body: string | null;
  meta: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Puts a message on the timeline of each contact it is about, once per message and contact however
 * often it is announced (the entry's source is a stable id of the two), and announces each new entry.
 */
export async function recordMessageEntries(
  trx: Kysely<CrmDb>,
  emit: Emit,
  contactIds: readonly string[],
  entry: MessageEntry,
): Promise<void> {
  for (const contactId of contactIds) {
    const created = await insertActivity(trx, {
      tenant_id: entry.tenantId,
      kind: entry.kind,
      contact_id: contactId,
      deal_id: null,
      actor_id: entry.actorId,
      subject: entry.subject,
      body: entry.body,
      meta: JSON.stringify(entry.meta),
      occurred_at: entry.occurredAt,
      source_event_id: stableUuid(entry.messageId, contactId),
    });
    if (created) {
      emit({
        type: 'crm.activity.created',
        tenantId: entry.tenantId,
        data: { activityId: created.id, kind: entry.kind, contactId, dealId: null },
      });
    }
  }
}
