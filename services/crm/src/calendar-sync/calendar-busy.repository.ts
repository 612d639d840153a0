import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { RemoteBusy } from './remote-busy';

type Db = Kysely<CrmDb>;

/** Replaces what was read from a calendar with what it holds now (each occurrence once). */
export async function replaceBusy(
  db: Db,
  connection: { tenant_id: string; id: string; owner_id: string },
  busy: RemoteBusy[],
) {
  await db.deleteFrom('calendar_busy').where('connection_id', '=', connection.id).execute();
  const unique = new Map(busy.map((b) => [`${b.uid}|${b.start.toISOString()}`, b]));
  const rows = [...unique.values()].map((b) => ({
    tenant_id: connection.tenant_id,
    connection_id: connection.id,
    owner_id: connection.owner_id,
    uid: b.uid,
    starts_at: b.start,
    ends_at: b.end,
    title: b.title?.slice(0, 500) ?? null,
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('calendar_busy')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/** The owner's remote busy blocks overlapping [from, to), with their calendar's name. */
export const busyBetween = (db: Db, ownerId: string, from: Date, to: Date) =>
  db
    .selectFrom('calendar_busy as b')
    .innerJoin('calendar_connections as c', (join) =>
      join.onRef('c.tenant_id', '=', 'b.tenant_id').onRef('c.id', '=', 'b.connection_id'),
    )
    .select(['b.starts_at', 'b.ends_at', 'b.title', 'c.calendar_name'])
    .where('b.owner_id', '=', ownerId)
    .where('b.starts_at', '<', to)
    .where('b.ends_at', '>', from)
    .orderBy('b.starts_at')
    .limit(2000)
    .execute();

/** The owner's remote busy times overlapping [from, to), as slots take them. */
export const calendarBusyOf = (db: Db, ownerId: string, from: Date, to: Date) =>
  db
    .selectFrom('calendar_busy')
    .select(['starts_at as start', 'ends_at as end'])
    .where('owner_id', '=', ownerId)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
