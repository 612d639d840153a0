import {
  type DateBucket,
  drillFields,
  type ReportField,
  type ReportMeasure,
  type ReportObject,
  type ReportSpec,
  titleField,
} from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Viewer } from '../visibility/visibility.repository';
import { columnOf, fieldOf, groupKey, referenceName, tableOf, visibleRows } from './report-columns';
import { filterCondition, param } from './report-filters';

type Sql = RawBuilder<unknown>;

/** A grouping as compiled: its field, its bucket (dates only) and its key's SQL. */
export interface CompiledGroup {
  key: string;
  field: ReportField;
  bucket: DateBucket;
  sql: RawBuilder<unknown>;
}

export const groupsOf = (spec: ReportSpec): CompiledGroup[] =>
  spec.groupBy.map((g) => {
    const field = fieldOf(spec.object, g.field);
    const bucket = g.bucket ?? 'month';
    return { key: g.field, field, bucket, sql: groupKey(spec.object, field, bucket, spec.timeZone) };
  });

/** The SQL aggregate of each measure over a field: constants here, never the spec's text. */
const aggregates = { sum: 'sum', avg: 'avg', min: 'min', max: 'max' } as const;

function measure(object: ReportObject, m: ReportMeasure): Sql {
  if (m.fn === 'count') return sql`count(*)::float8`;
  if (m.fn === 'win_rate') {
    // Won as a share of decided deals, in percent; no decided deal is no rate.
    const status = sql.ref(`${object}.status`);
    return sql`(100.0 * count(*) FILTER (WHERE ${status} = 'won')
      / nullif(count(*) FILTER (WHERE ${status} IN ('won', 'lost')), 0))::float8`;
  }
  const column = columnOf(object, fieldOf(object, m.field as string));
  if (m.fn === 'count_distinct') return sql`count(DISTINCT ${column})::float8`;
  return sql`${sql.raw(aggregates[m.fn])}(${column})::float8`;
}

/** Where a report's rows come from: the object's live rows the viewer sees, filtered by the spec. */
const fromWhere = (spec: ReportSpec, viewer: Viewer | null) =>
  sql`FROM ${tableOf(spec.object)} WHERE ${visibleRows(spec.object, viewer)} AND ${filterCondition(spec)}`;

/**
 * A spec as one statement: group keys, then a name for each reference key, then the measures;
 * grouped and ordered by position. One row more than the limit says the result was cut.
 */
export function compileReport(spec: ReportSpec, viewer: Viewer | null) {
  const groups = groupsOf(spec);
  const keys = groups.map((g, i) => sql`${g.sql} AS ${sql.ref(`k${i}`)}`);
  const names = groups.map((g, i) =>
    g.field.kind === 'reference'
      ? sql`${referenceName(spec.object, g.field)} AS ${sql.ref(`n${i}`)}`
      : sql`NULL::text AS ${sql.ref(`n${i}`)}`,
  );
  const measures = spec.measures.map((m, i) => sql`${measure(spec.object, m)} AS ${sql.ref(`m${i}`)}`);
  const direction = sql.raw(spec.sort.direction === 'desc' ? 'DESC' : 'ASC');
  // Positions: keys 1..g, names g+1..2g, measures 2g+1…; a reference sorts by its name.
  const byGroup = groups.map((g, i) => sql.raw(String(g.field.kind === 'reference' ? groups.length + i + 1 : i + 1)));
  const order =
    spec.sort.by === 'measure' || groups.length === 0
      ? [sql.raw(String(2 * groups.length + spec.sort.measure + 1)), ...byGroup]
      : byGroup;
  const grouping = groups.length ? sql`GROUP BY ${sql.join(groups.map((_, i) => sql.raw(String(i + 1))))}` : sql``;
  return sql<Record<string, string | number | null>>`SELECT ${sql.join([...keys, ...names, ...measures])}
    ${fromWhere(spec, viewer)}
    ${grouping}
    ORDER BY ${sql.join(order.map((position) => sql`${position} ${direction} NULLS LAST`))}
    LIMIT ${spec.limit + 1}::int`;
}

/** A drill-down's value of a field: a reference's name, a day as YYYY-MM-DD. */
function shown(object: ReportObject, field: ReportField) {
  if (field.kind === 'reference') return referenceName(object, field);
  if (field.kind === 'date')
    return field.day
      ? sql`to_char(${columnOf(object, field)}, 'YYYY-MM-DD')`
      : sql`to_char(${columnOf(object, field)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  if (field.kind === 'number') return sql`${columnOf(object, field)}::float8`;
  return columnOf(object, field);
}

/**
 * The records of one group: the report's rows, filters and visibility, and each group key equal
 * to the one given (null is "none"), newest first, with the group's size in every row.
 */
export function compileDrill(
  spec: ReportSpec,
  keys: readonly (string | null)[],
  viewer: Viewer | null,
  page: { offset: number; limit: number },
) {
  const { object } = spec;
  const inGroup = groupsOf(spec)
    .slice(0, keys.length)
    .map((g, i) => {
      const key = keys[i];
      if (key === null || key === undefined) return sql`${g.sql} IS NULL`;
      return sql`${g.sql} = ${g.field.kind === 'date' ? sql`${key}::text` : param(g.field, key, spec.timeZone)}`;
    });
  const values = (drillFields[object] as readonly string[]).map(
    (key) => sql`${shown(object, fieldOf(object, key))} AS ${sql.ref(key)}`,
  );
  const title = columnOf(object, fieldOf(object, titleField[object]));
  return sql<Record<string, string | number | boolean | null>>`SELECT ${sql.ref(`${object}.id`)} AS id,
      ${title} AS name, ${sql.join(values)}, count(*) OVER ()::int AS total
    ${fromWhere(spec, viewer)} AND ${inGroup.length ? sql.join(inGroup, sql` AND `) : sql`true`}
    ORDER BY ${sql.ref(`${object}.created_at`)} DESC, ${sql.ref(`${object}.id`)}
    LIMIT ${page.limit}::int OFFSET ${page.offset}::int`;
}
