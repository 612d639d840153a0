import {
  AppError,
  type DateBucket,
  type ReferenceTarget,
  type ReportField,
  type ReportObject,
  reportField,
} from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';
import { taskVisibleTo } from '../tasks/task.repository';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

/**
 * The SQL of the report catalogue's fields. Every identifier comes from the catalogue (a
 * constant in code); what a user typed only ever arrives as a parameter.
 */

/** Each object is its own table; the statement reads from it by that name, without an alias. */
export const tableOf = (object: ReportObject) => sql.table(object);

/** The field of the catalogue, or a bad_input naming it (the contract already refuses these). */
export function fieldOf(object: ReportObject, key: string): ReportField {
  const field = reportField(object, key);
  if (!field) throw new AppError('bad_input', `${object} have no field ${key}`, { field: key });
  return field;
}

export const columnOf = (object: ReportObject, field: ReportField) => sql.ref(`${object}.${field.column}`);

/** Where each kind of reference takes its name from. */
const labelSources: Record<ReferenceTarget, { table: string; key: string; name: string }> = {
  member: { table: 'members', key: 'user_id', name: "coalesce(nullif(r.name, ''), r.email)" },
  stage: { table: 'pipeline_stages', key: 'id', name: 'r.name' },
  pipeline: { table: 'pipelines', key: 'id', name: 'r.name' },
  company: { table: 'companies', key: 'id', name: 'r.name' },
  contact: { table: 'contacts', key: 'id', name: 'r.name' },
};

/**
 * A reference's name, read by a sub-select on the row's (or group's) id. Row-level security
 * limits the lookup to the tenant (its tenant_id condition leads the key's index); naming the
 * outer row's tenant_id here would make it a column a grouped report does not group by.
 */
export function referenceName(object: ReportObject, field: ReportField): RawBuilder<string | null> {
  const source = labelSources[field.target ?? 'member'];
  return sql<string | null>`(SELECT ${sql.raw(source.name)} FROM ${sql.table(source.table)} r
    WHERE r.${sql.ref(source.key)} = ${columnOf(object, field)})`;
}

/** An instant as a wall-clock time in the report's zone; a `date` column as it is. */
export const localTime = (object: ReportObject, field: ReportField, timeZone: string) =>
  field.day
    ? sql`${columnOf(object, field)}::timestamp`
    : sql`(${columnOf(object, field)} AT TIME ZONE ${timeZone}::text)`;

/**
 * A group's key: a date bucket's first day as text (YYYY-MM-DD, weeks from Monday), otherwise
 * the column itself (a reference's name is read by a sub-select on it, which must be grouped).
 */
export function groupKey(object: ReportObject, field: ReportField, bucket: DateBucket, timeZone: string) {
  if (field.kind === 'date')
    return sql<unknown>`to_char(date_trunc(${bucket}::text, ${localTime(object, field, timeZone)}), 'YYYY-MM-DD')`;
  return sql<unknown>`${columnOf(object, field)}`;
}

/** The rows a viewer may count: live ones of owners they see (tasks also when assigned to them). */
export function visibleRows(object: ReportObject, viewer: Viewer | null) {
  const live = sql`${sql.ref(`${object}.deleted_at`)} IS NULL`;
  const visible = object === 'tasks' ? taskVisibleTo(viewer) : visibleTo(viewer, `${object}.owner_id`);
  return sql`${live} AND ${visible}`;
}
