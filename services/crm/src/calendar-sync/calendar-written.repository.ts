import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';

type Db = Kysely<CrmDb>;

/** Where each connection holds the appointment, and which version of it. */
export const writtenCopies = (db: Db, appointmentId: string) =>
  db
    .selectFrom('calendar_written as w')
    .innerJoin('calendar_connections as c', (join) =>
      join.onRef('c.tenant_id', '=', 'w.tenant_id').onRef('c.id', '=', 'w.connection_id'),
    )
    .select(['w.connection_id', 'w.href', 'w.version', 'c.owner_id'])
    .where('w.appointment_id', '=', appointmentId)
    .execute();

export const recordWritten = (
  db: Db,
  row: {
    tenant_id: string;
    connection_id: string;
    appointment_id: string;
    href: string;
    etag: string | null;
    version: number;
  },
) =>
  db
    .insertInto('calendar_written')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'connection_id', 'appointment_id']).doUpdateSet((eb) => ({
        href: eb.ref('excluded.href'),
        etag: eb.ref('excluded.etag'),
        version: eb.ref('excluded.version'),
        written_at: new Date(),
      })),
    )
    .execute();

export const forgetWritten = (db: Db, connectionId: string, appointmentId: string) =>
  db
    .deleteFrom('calendar_written')
    .where('connection_id', '=', connectionId)
    .where('appointment_id', '=', appointmentId)
    .execute();

/**
 * The owner's appointments from `since` on that their calendar lacks or holds an older version
 * of (missed events, a calendar just connected), and copies of appointments no longer theirs to
 * show (cancelled, deleted, moved to another owner).
 */
export async function outOfStep(db: Db, connection: { id: string; owner_id: string }, since: Date) {
  const missing = await db
    .selectFrom('appointments as a')
    .leftJoin('calendar_written as w', (join) =>
      join
        .onRef('w.tenant_id', '=', 'a.tenant_id')
        .onRef('w.appointment_id', '=', 'a.id')
        .on('w.connection_id', '=', connection.id),
    )
    .select('a.id')
    .where('a.owner_id', '=', connection.owner_id)
    .where('a.deleted_at', 'is', null)
    .where('a.status', '=', 'scheduled')
    .where('a.starts_at', '>=', since)
    .where((eb) => eb.or([eb('w.version', 'is', null), eb('w.version', '<', eb.ref('a.version'))]))
    .limit(500)
    .execute();
  const stale = await db
    .selectFrom('calendar_written as w')
    .innerJoin('appointments as a', (join) =>
      join.onRef('a.tenant_id', '=', 'w.tenant_id').onRef('a.id', '=', 'w.appointment_id'),
    )
    .select('w.appointment_id as id')
    .where('w.connection_id', '=', connection.id)
    .where((eb) =>
      eb.or([
        eb('a.deleted_at', 'is not', null),
        eb('a.status', '!=', 'scheduled'),
        eb('a.owner_id', 'is', null),
        eb('a.owner_id', '!=', connection.owner_id),
      ]),
    )
    .limit(500)
    .execute();
  return [...missing, ...stale].map((r) => r.id);
}
