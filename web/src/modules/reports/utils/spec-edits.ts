import {
  type FilterCondition,
  type FilterOperator,
  type ReportField,
  type ReportObject,
  type ReportSpecInput,
  reportFields,
} from '@smartcrm/contracts';

/** The catalogue's fields of an object as [key, field] pairs, in catalogue order. */
export const fieldsOf = (object: ReportObject) => Object.entries(reportFields[object]) as [string, ReportField][];

/** The operators the builder offers for a kind of field, with how they read. */
export const operatorLabels: Record<FilterOperator, string> = {
  eq: 'is',
  neq: 'is not',
  in: 'is any of',
  not_in: 'is none of',
  gt: 'is after / above',
  gte: 'is on or after / at least',
  lt: 'is before / below',
  lte: 'is on or before / at most',
  contains: 'contains',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  in_period: 'is in',
};

const offered: Record<ReportField['kind'], FilterOperator[]> = {
  text: ['contains', 'eq', 'neq', 'is_empty', 'is_not_empty'],
  category: ['eq', 'neq', 'is_empty', 'is_not_empty'],
  reference: ['eq', 'neq', 'is_empty', 'is_not_empty'],
  number: ['gte', 'lte', 'eq', 'neq'],
  date: ['in_period', 'gte', 'lt', 'is_empty', 'is_not_empty'],
  boolean: ['eq'],
};
/** A member is picked from the workspace's list; other references can only be checked for being set. */
export const operatorsFor = (field: ReportField): FilterOperator[] =>
  field.kind === 'reference' && field.target !== 'member' ? ['is_not_empty', 'is_empty'] : offered[field.kind];

/** A new condition on `key`, with a value that is valid for its kind. */
export function newCondition(object: ReportObject, key: string): FilterCondition {
  const field = reportFields[object][key as keyof (typeof reportFields)[typeof object]] as ReportField;
  const operator = operatorsFor(field)[0] as FilterOperator;
  if (field.kind === 'date') return { field: key, operator, value: { period: 'this_month' } };
  if (field.kind === 'boolean') return { field: key, operator, value: true };
  if (field.kind === 'number') return { field: key, operator, value: 0 };
  if (field.kind === 'category' && field.options) return { field: key, operator, value: field.options[0] ?? '' };
  return field.kind === 'reference' ? { field: key, operator: 'is_not_empty' } : { field: key, operator, value: '' };
}

/** A fresh report of an object: everything counted, grouped by the first field that groups. */
export function freshSpec(object: ReportObject, timeZone: string): ReportSpecInput {
  const first = fieldsOf(object).find(([, f]) => f.kind === 'category' || f.kind === 'reference');
  return {
    object,
    filters: { match: 'all', conditions: [] },
    groupBy: first ? [{ field: first[0] }] : [],
    measures: [{ fn: 'count' }],
    visualisation: 'bar',
    limit: 100,
    timeZone,
  };
}
