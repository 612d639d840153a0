import type { ContactImport, ImportKind, ImportMapping, ImportRowError, ImportStatus } from '@smartcrm/contracts';
import { type Insertable, type Kysely, type Selectable, sql, type UpdateObject } from 'kysely';
import type { ContactImportsTable } from './import.table';
import type { CrmDb } from '../db/schema';

type Db = Kysely<CrmDb>;
export type ImportRow = Selectable<ContactImportsTable>;

export const insertImport = (db: Db, values: Insertable<ContactImportsTable>) =>
  db.insertInto('contact_imports').values(values).returningAll().executeTakeFirstOrThrow();

/** The import of that id (and of that kind, when given: an id of the other kind reads as unknown). */
export const findImport = (db: Db, id: string, { lock = false, kind }: { lock?: boolean; kind?: ImportKind } = {}) => {
  let query = db.selectFrom('contact_imports').selectAll().where('id', '=', id);
  if (kind) query = query.where('kind', '=', kind);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const recentImports = (db: Db, kind: ImportKind, limit: number) =>
  db
    .selectFrom('contact_imports')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Moves an import on, only from the statuses given (so a repeated job or request changes nothing). */
export const setImportStatus = (
  db: Db,
  id: string,
  from: readonly ImportStatus[],
  values: UpdateObject<CrmDb, 'contact_imports'> & { status: ImportStatus },
) =>
  db
    .updateTable('contact_imports')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();

/** A keyset page of row errors in file order; the cursor is the last `line:field` seen. */
export async function errorPage(
  db: Db,
  importId: string,
  after: { line: number; field: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('contact_import_errors')
    .select(['line', 'field', 'value', 'reason'])
    .where('import_id', '=', importId)
    .orderBy('line')
    .orderBy('field')
    .limit(limit + 1);
  if (after) query = query.where(sql<boolean>`(line, field) > (${after.line}, ${after.field})`);
  return (await query.execute()) as ImportRowError[];
}

export const toContactImport = (row: ImportRow): ContactImport => ({
  id: row.id,
  kind: row.kind,
  pipelineId: row.pipeline_id,
  createContacts: row.create_contacts,
  fileName: row.file_name,
  size: Number(row.size),
  status: row.status,
  headers: row.headers,
  sampleRows: row.sample_rows,
  suggestedMapping: row.suggested_mapping as ImportMapping,
  suggestedDateFormat: row.suggested_date_format,
  mapping: row.mapping as ImportMapping | null,
  onDuplicate: row.on_duplicate,
  dateFormat: row.date_format,
  statusValues: row.status_values as ContactImport['statusValues'],
  counts: {
    read: row.rows_read,
    imported: row.imported,
    updated: row.updated,
    unchanged: row.unchanged,
    skipped: row.skipped,
    failed: row.failed,
  },
  error: row.error,
  reverted:
    row.reverted_removed === null
      ? null
      : { removed: row.reverted_removed, restored: row.reverted_restored ?? 0, kept: row.reverted_kept ?? 0 },
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  startedAt: row.started_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
});
