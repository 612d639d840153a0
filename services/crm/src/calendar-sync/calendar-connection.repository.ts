import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { CalendarConnectionsTable } from './calendar-sync.table';

type Db = Kysely<CrmDb>;
export type CalendarConnectionRow = Selectable<CalendarConnectionsTable>;

/** Keeps a discovered calendar: the owner's one calendar, replaced when they connect again. */
export const upsertConnection = (db: Db, values: Insertable<CalendarConnectionsTable>) =>
  db
    .insertInto('calendar_connections')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'owner_id']).doUpdateSet((eb) => ({
        server_url: eb.ref('excluded.server_url'),
        calendar_url: eb.ref('excluded.calendar_url'),
        calendar_name: eb.ref('excluded.calendar_name'),
        username: eb.ref('excluded.username'),
        secret_sealed: eb.ref('excluded.secret_sealed'),
        status: 'connected',
        last_error: null,
        ctag: null,
        last_synced_at: null,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

export const ownConnections = (db: Db, ownerId: string) =>
  db.selectFrom('calendar_connections').selectAll().where('owner_id', '=', ownerId).execute();

export const findConnection = (db: Db, id: string) =>
  db.selectFrom('calendar_connections').selectAll().where('id', '=', id).executeTakeFirst();

export const updateConnection = (db: Db, id: string, values: Updateable<CalendarConnectionsTable>) =>
  db.updateTable('calendar_connections').set(values).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteConnection = (db: Db, id: string, ownerId: string) =>
  db.deleteFrom('calendar_connections').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

/** Per connection: its busy blocks now or later and the appointments written to it. */
export async function connectionCounts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { busy: number; written: number }>();
  const rows = await db
    .selectFrom('calendar_connections as c')
    .select((eb) => [
      'c.id',
      eb
        .selectFrom('calendar_busy as b')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('b.connection_id', '=', 'c.id')
        .where('b.ends_at', '>', sql<Date>`now()`)
        .as('busy'),
      eb
        .selectFrom('calendar_written as w')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('w.connection_id', '=', 'c.id')
        .as('written'),
    ])
    .where('c.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { busy: Number(r.busy ?? 0), written: Number(r.written ?? 0) }]));
}

/** Calendars of every tenant not read for `intervalMs` and not being synced (ids only). */
export async function dueCalendars(db: Db, intervalMs: number) {
  const { rows } = await sql<{ tenant_id: string; id: string }>`
    SELECT * FROM due_calendars(make_interval(secs => ${intervalMs / 1000}))`.execute(db);
  return rows;
}

/** Takes a calendar's sync for `leaseMs`; undefined when another instance holds it. */
export const claimSync = (db: Db, id: string, leaseMs: number) =>
  db
    .updateTable('calendar_connections')
    .set({ sync_lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('sync_lease_until', 'is', null), eb('sync_lease_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
