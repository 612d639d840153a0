import type { DataExport, DataExportKind, DataExportStatus } from '@smartcrm/contracts';
import type { Insertable, Kysely, Selectable, UpdateObject } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { DataExportsTable } from './export.table';

type Db = Kysely<CrmDb>;
export type ExportRow = Selectable<DataExportsTable>;

export const insertExport = (db: Db, values: Insertable<DataExportsTable>) =>
  db.insertInto('data_exports').values(values).returningAll().executeTakeFirstOrThrow();

/** Only the requester's own exports: a colleague's file is not theirs to download. */
export const findOwnExport = (db: Db, id: string, requestedBy: string) =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('id', '=', id)
    .where('requested_by', '=', requestedBy)
    .executeTakeFirst();

export const recentExports = (db: Db, requestedBy: string, kind: DataExportKind, limit: number) =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('requested_by', '=', requestedBy)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/** Moves an export on, only from the statuses given (a repeated job changes nothing). */
export const setExportStatus = (
  db: Db,
  id: string,
  from: readonly DataExportStatus[],
  values: UpdateObject<CrmDb, 'data_exports'> & { status: DataExportStatus },
) =>
  db
    .updateTable('data_exports')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();

const day = (d: Date) => d.toISOString().slice(0, 10);

export const toDataExport = (row: ExportRow): DataExport => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  rows: row.rows,
  fileName: `${row.kind}-${day(row.created_at)}.csv`,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  expiresAt: row.expires_at.toISOString(),
});

/** Every stage of every pipeline by id: a deals export names stages as the import reads them. */
export async function stageNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('pipeline_stages').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function contactEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('contacts').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The workspace's users by id: a contacts export names owners by email, as the import reads them. */
export async function memberEmails(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('members').select(['user_id', 'email']).execute();
  return new Map(rows.map((r) => [r.user_id, r.email]));
}
