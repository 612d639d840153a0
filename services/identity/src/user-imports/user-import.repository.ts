import type { ImportRowError, UserImport } from '@smartcrm/contracts';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { IdentityDb, UserImportsTable } from '../db/schema';

export type UserImportRow = Selectable<UserImportsTable>;
type Db = Kysely<IdentityDb>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toUserImport = (row: UserImportRow): UserImport => ({
  id: row.id,
  fileName: row.file_name,
  size: Number(row.size),
  status: row.status,
  headers: row.headers,
  sampleRows: row.sample_rows,
  suggestedMapping: row.suggested_mapping,
  mapping: row.mapping,
  defaultRole: row.default_role,
  sendInvitations: row.send_invitations,
  counts: { read: row.read_rows, imported: row.imported, skipped: row.skipped, failed: row.failed },
  error: row.error,
  createdAt: row.created_at.toISOString(),
  startedAt: iso(row.started_at),
  finishedAt: iso(row.finished_at),
});

export const insertImport = (db: Db, values: Insertable<UserImportsTable>) =>
  db.insertInto('user_imports').values(values).returningAll().executeTakeFirstOrThrow();

export const findImport = (db: Db, id: string) =>
  db.selectFrom('user_imports').selectAll().where('id', '=', id).executeTakeFirst();

export const recentImports = (db: Db, limit: number) =>
  db.selectFrom('user_imports').selectAll().orderBy('created_at', 'desc').limit(limit).execute();

/** Moves an import on only from one of the `from` states; undefined when it was elsewhere. */
export const setImportStatus = (
  db: Db,
  id: string,
  from: UserImportRow['status'][],
  values: Updateable<UserImportsTable>,
) =>
  db
    .updateTable('user_imports')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();

/**
 * Takes a queued import for running; a redelivered start event finds it taken. A run whose
 * process died (no batch for two minutes) may be taken again: it resumes after its last line.
 */
export const claimImport = (db: Db, id: string) =>
  db
    .updateTable('user_imports')
    .set({ status: 'running', started_at: sql`coalesce(started_at, now())`, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('updated_at', '<', sql<Date>`now() - interval '2 minutes'`)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();

/** Row errors in line order, one more than `limit`; `after` is the (line, field) of the last one seen. */
export function errorPage(db: Db, importId: string, after: { line: number; field: string } | null, limit: number) {
  let query = db.selectFrom('user_import_errors').select(['line', 'field', 'reason']).where('import_id', '=', importId);
  if (after) query = query.where(sql<boolean>`(line, field) > (${after.line}, ${after.field})`);
  return query
    .orderBy('line')
    .orderBy('field')
    .limit(limit + 1)
    .execute() as Promise<ImportRowError[]>;
}
