import { z } from 'zod';
import { TimeZone } from '../common/time-zone';
import { groupable, type ReportField, type ReportObject, reportField, reportObjects, summable } from './report-fields';

export const ReportObjectName = z.enum(reportObjects);

/** Periods a date filter can name; each resolves in the report's time zone when it runs. */
export const RelativePeriod = z.enum(['today', 'this_week', 'this_month', 'this_quarter', 'this_year', 'last_n_days']);
export type RelativePeriod = z.infer<typeof RelativePeriod>;
const RelativeDate = z.object({ period: RelativePeriod, days: z.number().int().min(1).max(3660).optional() });

export const FilterOperator = z.enum([
  'eq',
  'neq',
  'in',
  'not_in',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'is_empty',
  'is_not_empty',
  'in_period',
]);
export type FilterOperator = z.infer<typeof FilterOperator>;

const Scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
export const FilterCondition = z.object({
  field: z.string().max(64),
  operator: FilterOperator,
  value: z.union([Scalar, z.array(Scalar).max(100), RelativeDate]).optional(),
});
export type FilterCondition = z.infer<typeof FilterCondition>;

const Match = z.enum(['all', 'any']);
/** AND ('all') or OR ('any') of conditions and of groups of conditions, one level deep. */
export const FilterGroup = z.object({
  match: Match.default('all'),
  conditions: z
    .array(
      z.union([
        FilterCondition,
        z.object({ match: Match.default('all'), conditions: z.array(FilterCondition).max(20) }),
      ]),
    )
    .max(20)
    .default([]),
});
export type FilterGroup = z.infer<typeof FilterGroup>;

export const DateBucket = z.enum(['day', 'week', 'month', 'quarter', 'year']);
export type DateBucket = z.infer<typeof DateBucket>;
export const ReportGroup = z.object({ field: z.string().max(64), bucket: DateBucket.optional() });
export type ReportGroup = z.infer<typeof ReportGroup>;

export const MeasureFn = z.enum(['count', 'sum', 'avg', 'min', 'max', 'count_distinct', 'win_rate']);
export type MeasureFn = z.infer<typeof MeasureFn>;
export const ReportMeasure = z.object({ fn: MeasureFn, field: z.string().max(64).optional() });
export type ReportMeasure = z.infer<typeof ReportMeasure>;

export const Visualisation = z.enum(['table', 'bar', 'line', 'area', 'pie', 'funnel', 'number']);
export type Visualisation = z.infer<typeof Visualisation>;

export const MAX_REPORT_GROUPS = 1000;

const ReportSpecShape = z.object({
  object: ReportObjectName,
  filters: FilterGroup.default({ match: 'all', conditions: [] }),
  groupBy: z.array(ReportGroup).max(2, 'at most two groupings').default([]),
  measures: z
    .array(ReportMeasure)
    .min(1, 'needs a measure')
    .max(4, 'at most four measures')
    .default([{ fn: 'count' }]),
  /** `group` orders by the first grouping; `measure` by measure `measure` (its index). */
  sort: z
    .object({
      by: z.enum(['group', 'measure']).default('group'),
      measure: z.number().int().min(0).max(3).default(0),
      direction: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ by: 'group', measure: 0, direction: 'asc' }),
  limit: z.number().int().min(1).max(MAX_REPORT_GROUPS, `at most ${MAX_REPORT_GROUPS} groups`).default(100),
  visualisation: Visualisation.default('table'),
  /** Dates are bucketed and "this month" begins in this zone (the workspace's, as the builder sends it). */
  timeZone: TimeZone.default('UTC'),
});

type Issue = { path: (string | number)[]; message: string };

/** The operators each kind of field takes, and which of them take no value. */
const operatorsOf: Record<ReportField['kind'], readonly FilterOperator[]> = {
  text: ['eq', 'neq', 'contains', 'is_empty', 'is_not_empty'],
  category: ['eq', 'neq', 'in', 'not_in', 'is_empty', 'is_not_empty'],
  reference: ['eq', 'neq', 'in', 'not_in', 'is_empty', 'is_not_empty'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is_empty', 'is_not_empty'],
  date: ['gt', 'gte', 'lt', 'lte', 'in_period', 'is_empty', 'is_not_empty'],
  boolean: ['eq', 'neq'],
};
const needsNoValue: readonly FilterOperator[] = ['is_empty', 'is_not_empty'];
const isoDay = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function conditionIssues(object: ReportObject, c: FilterCondition, path: (string | number)[]): Issue[] {
  const field = reportField(object, c.field);
  if (!field) return [{ path: [...path, 'field'], message: `${object} have no field ${c.field}` }];
  const valuePath = [...path, 'value'];
  if (!operatorsOf[field.kind].includes(c.operator))
    return [{ path: [...path, 'operator'], message: `${c.operator} does not apply to ${field.label}` }];
  if (needsNoValue.includes(c.operator)) return [];
  const v = c.value;
  if (c.operator === 'in_period') {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return [{ path: valuePath, message: 'needs a period' }];
    return v.period === 'last_n_days' && !v.days
      ? [{ path: [...valuePath, 'days'], message: 'needs a number of days' }]
      : [];
  }
  const many = c.operator === 'in' || c.operator === 'not_in';
  if (many !== Array.isArray(v)) return [{ path: valuePath, message: many ? 'needs a list' : 'needs one value' }];
  const values = (Array.isArray(v) ? v : [v]) as unknown[];
  const fits = (x: unknown) => {
    if (field.kind === 'number') return typeof x === 'number';
    if (field.kind === 'boolean') return typeof x === 'boolean';
    if (field.kind === 'date') return typeof x === 'string' && isoDay.test(x) && !Number.isNaN(Date.parse(x));
    if (field.kind === 'reference') return typeof x === 'string' && uuid.test(x);
    return typeof x === 'string';
  };
  return values.every(fits) ? [] : [{ path: valuePath, message: `is not a ${field.kind} value for ${field.label}` }];
}

function measureIssues(object: ReportObject, m: ReportMeasure, path: (string | number)[]): Issue[] {
  if (m.fn === 'count') return [];
  if (m.fn === 'win_rate')
    return object === 'deals' ? [] : [{ path: [...path, 'fn'], message: 'win rate is a measure of deals' }];
  if (!m.field) return [{ path: [...path, 'field'], message: `${m.fn} needs a field` }];
  const field = reportField(object, m.field);
  if (!field) return [{ path: [...path, 'field'], message: `${object} have no field ${m.field}` }];
  const fits = m.fn === 'count_distinct' ? groupable(field) : summable(field);
  return fits ? [] : [{ path: [...path, 'field'], message: `${m.fn} does not apply to ${field.label}` }];
}

/** Checks every field a spec names against the catalogue, naming the path of each problem. */
function specIssues(spec: z.infer<typeof ReportSpecShape>): Issue[] {
  const { object } = spec;
  const issues: Issue[] = [];
  spec.filters.conditions.forEach((c, i) => {
    const path = ['filters', 'conditions', i];
    const inner =
      'field' in c ? [{ c, path }] : c.conditions.map((x, j) => ({ c: x, path: [...path, 'conditions', j] }));
    for (const one of inner) issues.push(...conditionIssues(object, one.c, one.path));
  });
  spec.groupBy.forEach((g, i) => {
    const field = reportField(object, g.field);
    const path = ['groupBy', i];
    if (!field) issues.push({ path: [...path, 'field'], message: `${object} have no field ${g.field}` });
    else if (!groupable(field))
      issues.push({ path: [...path, 'field'], message: `${field.label} is free text and cannot be grouped` });
    else if (g.bucket && field.kind !== 'date')
      issues.push({ path: [...path, 'bucket'], message: 'only dates are bucketed' });
  });
  spec.measures.forEach((m, i) => {
    issues.push(...measureIssues(object, m, ['measures', i]));
  });
  if (spec.sort.by === 'measure' && spec.sort.measure >= spec.measures.length)
    issues.push({ path: ['sort', 'measure'], message: 'names no measure of this report' });
  return issues;
}

/**
 * A report: what it counts (object, filters), how it splits (up to two groupings), what it
 * measures, in what order and how it is drawn. Every field is checked against the catalogue
 * here, so a bad spec is refused naming its field path wherever it enters.
 */
export const ReportSpec = ReportSpecShape.superRefine((spec, ctx) => {
  for (const issue of specIssues(spec)) ctx.addIssue({ code: 'custom', ...issue });
});
export type ReportSpec = z.output<typeof ReportSpec>;
export type ReportSpecInput = z.input<typeof ReportSpec>;
