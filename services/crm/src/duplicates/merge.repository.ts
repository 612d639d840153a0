import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { mergedColumns } from './merge-plan';

type Db = Kysely<CrmDb>;

/** The records a merge moves from one contact to another; their ids are kept for an undo. */
export interface MovedRecords {
  deals: string[];
  activities: string[];
  tasks: string[];
  appointments: string[];
}

const movable = ['deals', 'activities', 'tasks', 'appointments'] as const;
type Versions = Record<keyof MovedRecords, { id: string; version: number }[]>;

/** Moves every live record of `from` to `to`, each with a new version. */
export async function moveRecords(db: Db, from: string, to: string): Promise<Versions> {
  const moved = {} as Versions;
  for (const table of movable) {
    const rows = await sql<{ id: string; version: number }>`
      UPDATE ${sql.table(table)} SET contact_id = ${to}::uuid, version = version + 1, updated_at = now()
      WHERE contact_id = ${from}::uuid AND deleted_at IS NULL RETURNING id, version`.execute(db);
    moved[table] = rows.rows;
  }
  return moved;
}

/** Puts back what a merge moved, where it still belongs to the survivor. */
export async function returnRecords(db: Db, moved: Partial<MovedRecords>, survivor: string, loser: string) {
  const returned = {} as Versions;
  for (const table of movable) {
    const rows = await sql<{ id: string; version: number }>`
      UPDATE ${sql.table(table)} SET contact_id = ${loser}::uuid, version = version + 1, updated_at = now()
      WHERE id = ANY(${moved[table] ?? []}::uuid[]) AND contact_id = ${survivor}::uuid RETURNING id, version`.execute(
      db,
    );
    returned[table] = rows.rows;
  }
  return returned;
}

export const idsOf = (versions: Versions): MovedRecords => ({
  deals: versions.deals.map((r) => r.id),
  activities: versions.activities.map((r) => r.id),
  tasks: versions.tasks.map((r) => r.id),
  appointments: versions.appointments.map((r) => r.id),
});
export type { Versions as MovedVersions };

/** The survivor's merged fields as they were before the merge (a snapshot of the row, as JSON). */
export async function restoreFields(db: Db, contactId: string, snapshot: Record<string, unknown>) {
  const list = sql.join(mergedColumns.map((c) => sql.ref(c)));
  const from = sql.join(mergedColumns.map((c) => sql.ref(`r.${c}`)));
  await sql`
    UPDATE contacts SET (${list}) = (SELECT ${from} FROM jsonb_populate_record(null::contacts, ${JSON.stringify(snapshot)}::jsonb) r),
      version = version + 1, updated_at = now()
    WHERE id = ${contactId}::uuid`.execute(db);
}

export const markDeleted = (db: Db, id: string) =>
  db
    .updateTable('contacts')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
