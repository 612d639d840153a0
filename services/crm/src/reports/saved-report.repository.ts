import { ReportSpec, type SavedReport } from '@smartcrm/contracts';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { SavedReportsTable } from './report.table';

type Db = Kysely<CrmDb>;
export type ReportRow = Selectable<SavedReportsTable>;

/** A report this user may see: their own, or one shared with the workspace. */
export const findVisibleReport = (db: Db, id: string, userId: string) =>
  db
    .selectFrom('saved_reports')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared', '=', true)]))
    .forUpdate()
    .executeTakeFirst();

export const listVisibleReports = (db: Db, userId: string) =>
  db
    .selectFrom('saved_reports')
    .selectAll()
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared', '=', true)]))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();

export const isReportNameTaken = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'saved_reports_name_key';
};

export const toSavedReport = (row: ReportRow, userId: string): SavedReport => ({
  id: row.id,
  name: row.name,
  spec: ReportSpec.parse(row.spec),
  shared: row.shared,
  ownerId: row.owner_id,
  mine: row.owner_id === userId,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
