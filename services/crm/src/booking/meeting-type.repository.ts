import { type Insertable, type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { MeetingTypesTable } from './booking.table';

type Db = Kysely<CrmDb>;

const columns = [
  'meeting_types.id',
  'slug',
  'meeting_types.name',
  'description',
  'duration_minutes',
  'buffer_before_minutes',
  'buffer_after_minutes',
  'minimum_notice_hours',
  'maximum_days_ahead',
  'daily_limit',
  'host_user_id',
  'time_zone',
  'availability',
  'questions',
  'active',
  'created_at',
  'updated_at',
  sql<string | null>`(SELECT m.name FROM members m WHERE m.tenant_id = meeting_types.tenant_id
    AND m.user_id = meeting_types.host_user_id)`.as('host_name'),
] as const;

const all = (db: Db) => db.selectFrom('meeting_types').select(columns);
const live = (db: Db) => all(db).where('deleted_at', 'is', null);
export type MeetingTypeRow = Awaited<ReturnType<ReturnType<typeof live>['executeTakeFirstOrThrow']>>;

export const listMeetingTypes = (db: Db) =>
  live(db).orderBy('meeting_types.name').orderBy('meeting_types.id').execute();

export const findMeetingType = (db: Db, id: string) => live(db).where('meeting_types.id', '=', id).executeTakeFirst();

/** The type a booking was made with, even if deleted since: its links keep working. */
export const findBookedType = (db: Db, id: string) => all(db).where('meeting_types.id', '=', id).executeTakeFirst();

/** The public page's type: live and switched on. */
export const findActiveBySlug = (db: Db, slug: string) =>
  live(db).where('slug', '=', slug).where('active', '=', true).executeTakeFirst();

export const insertMeetingType = async (db: Db, values: Insertable<MeetingTypesTable>) => {
  const { id } = await db.insertInto('meeting_types').values(values).returning('id').executeTakeFirstOrThrow();
  return (await findMeetingType(db, id))!;
};

export const updateMeetingType = async (
  db: Db,
  id: string,
  values: Omit<Insertable<MeetingTypesTable>, 'tenant_id'>,
) => {
  const updated = await db
    .updateTable('meeting_types')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return updated ? findMeetingType(db, id) : undefined;
};

/** Soft: the type's bookings keep naming it; its slug is free again. */
export const deleteMeetingType = (db: Db, id: string) =>
  db
    .updateTable('meeting_types')
    .set({ deleted_at: sql`now()`, active: false })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
