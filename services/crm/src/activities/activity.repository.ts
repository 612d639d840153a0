import type { ActivityKind } from '@smartcrm/contracts';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Cursor } from '../contacts/contact-sort';
import type { ActivitiesTable } from './activity.table';
import type { CrmDb } from '../db/schema';
import type { ActivityRow } from './activity.mapper';

type Db = Kysely<CrmDb>;

const columns = [
  'id',
  'tenant_id',
  'kind',
  'contact_id',
  'deal_id',
  'actor_id',
  'subject',
  'body',
  'meta',
  'occurred_at',
  'updated_at',
  'version',
  'deleted_at',
  sql<string | null>`(SELECT m.name FROM members m
    WHERE m.tenant_id = activities.tenant_id AND m.user_id = activities.actor_id)`.as('actor_name'),
] as const;

export interface TimelineQuery {
  parent: 'contact_id' | 'deal_id';
  parentId: string;
  kinds?: ActivityKind[] | undefined;
  limit: number;
}

/** One keyset page of a timeline, newest first, read through its (parent, occurred_at, id) index. */
export function listTimeline(db: Db, query: TimelineQuery, cursor: Cursor | null) {
  let select = db
    .selectFrom('activities')
    .select([...columns, sql<string>`occurred_at::text`.as('sort_value')])
    .where(query.parent, '=', query.parentId)
    .where('deleted_at', 'is', null);
  if (query.kinds?.length) select = select.where('kind', 'in', query.kinds);
  if (cursor) {
    select = select.where(sql<boolean>`(occurred_at, id) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)`);
  }
  return select
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
}

export const findActivity = (db: Db, id: string, { lock = false } = {}) => {
  const query = db.selectFrom('activities').select(columns).where('id', '=', id).where('deleted_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<ActivityRow | undefined>;
};

/** Writes an entry; one from an event that was already recorded writes nothing (undefined). */
export const insertActivity = (db: Db, values: Insertable<ActivitiesTable>) =>
  db
    .insertInto('activities')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'source_event_id']).where('source_event_id', 'is not', null).doNothing(),
    )
    .returning(columns)
    .executeTakeFirst() as Promise<ActivityRow | undefined>;

export const updateActivityBody = (db: Db, id: string, body: string) =>
  db
    .updateTable('activities')
    .set({ body, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow() as Promise<ActivityRow>;

export const softDeleteActivity = (db: Db, id: string) =>
  db
    .updateTable('activities')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();

/** A call or email moves the contact's last contact forward (never back); the new version, if it moved. */
export const touchLastContact = async (db: Db, contactId: string, at: Date) =>
  (
    await db
      .updateTable('contacts')
      .set({ last_contact_at: at, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', contactId)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('last_contact_at', 'is', null), eb('last_contact_at', '<', at)]))
      .returning('version')
      .executeTakeFirst()
  )?.version;

/** The contact a deal belongs to, so entries on the deal show on the contact's timeline too. */
export const contactOfDeal = async (db: Db, dealId: string) =>
  (await db.selectFrom('deals').select('contact_id').where('id', '=', dealId).executeTakeFirst())?.contact_id ?? null;
