import type { ConversationView } from '@smartcrm/contracts';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Cursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { ConversationsTable } from './conversation.table';

type Db = Kysely<CrmDb>;

/** A timeline entry as the hub takes it in. */
export interface ConversationEntry {
  tenantId: string;
  contactId: string;
  activityId: string;
  at: Date;
  channel: 'email' | 'sms' | 'call';
  direction: 'inbound' | 'outbound';
  subject: string | null;
  preview: string | null;
}

const returned = ['contact_id', 'assignee_id', 'unread', 'status'] as const;

/**
 * Makes the entry its contact's newest conversation message, unless a newer one is there already
 * (a redelivered or late entry changes nothing). A message in reopens the conversation and marks it
 * unread, unless it is a day old or more: a mailbox's first sync brings weeks of history, not news.
 * A new conversation goes to the contact's owner. Undefined when nothing changed.
 */
export async function recordInConversation(db: Db, e: ConversationEntry, ownerId: string | null) {
  const news = e.direction === 'inbound' && e.at.getTime() > Date.now() - 86_400_000;
  return db
    .insertInto('conversations')
    .values({
      tenant_id: e.tenantId,
      contact_id: e.contactId,
      assignee_id: ownerId,
      unread: news,
      last_activity_id: e.activityId,
      last_at: e.at,
      last_channel: e.channel,
      last_direction: e.direction,
      last_subject: e.subject,
      last_preview: e.preview?.slice(0, 200) ?? null,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'contact_id'])
        .doUpdateSet((eb) => ({
          last_activity_id: eb.ref('excluded.last_activity_id'),
          last_at: eb.ref('excluded.last_at'),
          last_channel: eb.ref('excluded.last_channel'),
          last_direction: eb.ref('excluded.last_direction'),
          last_subject: eb.ref('excluded.last_subject'),
          last_preview: eb.ref('excluded.last_preview'),
          ...(news ? { unread: true, status: 'open' as const } : {}),
          updated_at: sql`now()`,
        }))
        .where(
          sql<boolean>`(conversations.last_at, conversations.last_activity_id) < (excluded.last_at, excluded.last_activity_id)`,
        ),
    )
    .returning(returned)
    .executeTakeFirst();
}

export interface ConversationFilter {
  view: ConversationView;
  status: 'open' | 'closed';
  unreadOnly?: boolean | undefined;
  limit: number;
}

/** Conversations of live contacts the viewer may see. */
const liveConversations = (db: Db, viewer: Viewer | null) =>
  db
    .selectFrom('conversations as v')
    .innerJoin('contacts as c', (join) =>
      join.onRef('c.tenant_id', '=', 'v.tenant_id').onRef('c.id', '=', 'v.contact_id'),
    )
    .where('c.deleted_at', 'is', null)
    .where(visibleTo(viewer, 'c.owner_id'));

/** Those of one view and status. */
function visibleConversations(db: Db, viewer: Viewer | null, view: ConversationView, status: 'open' | 'closed') {
  let query = liveConversations(db, viewer).where('v.status', '=', status);
  if (view === 'mine') query = query.where('v.assignee_id', '=', viewer?.userId ?? null);
  if (view === 'unassigned') query = query.where('v.assignee_id', 'is', null);
  return query;
}

const listed = [
  'v.contact_id',
  'v.assignee_id',
  'v.status',
  'v.unread',
  'v.last_at',
  'v.last_channel',
  'v.last_direction',
  'v.last_subject',
  'v.last_preview',
  'c.name',
  'c.email',
  'c.phone',
  'c.owner_id',
] as const;

export function listConversations(db: Db, viewer: Viewer | null, filter: ConversationFilter, cursor: Cursor | null) {
  let query = visibleConversations(db, viewer, filter.view, filter.status).select([
    ...listed,
    sql<string>`v.last_at::text`.as('sort_value'),
  ]);
  if (filter.unreadOnly) query = query.where('v.unread', '=', true);
  if (cursor) {
    query = query.where(sql<boolean>`(v.last_at, v.contact_id) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)`);
  }
  return query
    .orderBy('v.last_at', 'desc')
    .orderBy('v.contact_id', 'desc')
    .limit(filter.limit + 1)
    .execute();
}

export async function countUnread(db: Db, viewer: Viewer | null, view: ConversationView) {
  const row = await visibleConversations(db, viewer, view, 'open')
    .where('v.unread', '=', true)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One conversation as listed, if the viewer may see its contact. */
export const findConversation = (db: Db, viewer: Viewer | null, contactId: string) =>
  liveConversations(db, viewer).where('v.contact_id', '=', contactId).select(listed).executeTakeFirst();

export const updateConversation = (db: Db, contactId: string, patch: Updateable<ConversationsTable>) =>
  db
    .updateTable('conversations')
    .set({ ...patch, updated_at: sql`now()` })
    .where('contact_id', '=', contactId)
    .returning(returned)
    .executeTakeFirst();

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;
