import type { Condition, ConditionRule, FieldValue } from '@smartcrm/contracts';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const text = (value: unknown) => String(value).trim().toLowerCase();

/** Numbers compare as numbers, dates (YYYY-MM-DD or ISO) as times; null when either side is neither. */
function ordered(left: unknown, right: FieldValue | undefined): [number, number] | null {
  if (
    typeof left === 'number' &&
    right !== null &&
    right !== undefined &&
    right !== '' &&
    !Number.isNaN(Number(right))
  ) {
    return [left, Number(right)];
  }
  if (typeof left === 'string' && typeof right === 'string') {
    const [a, b] = [Date.parse(left), Date.parse(right)];
    if (!Number.isNaN(a) && !Number.isNaN(b)) return [a, b];
  }
  return null;
}

/** Text compares without case; a list (tags) equals a value it holds. */
export function equals(left: unknown, right: FieldValue | undefined): boolean {
  if (Array.isArray(left)) return left.some((item) => equals(item, right));
  if (isEmpty(left) || isEmpty(right)) return isEmpty(left) && isEmpty(right);
  if (typeof left === 'boolean' || typeof right === 'boolean') return text(left) === text(right);
  const numbers = ordered(left, right);
  if (numbers && typeof left === 'number') return numbers[0] === numbers[1];
  return text(left) === text(right);
}

function contains(left: unknown, right: FieldValue | undefined): boolean {
  if (isEmpty(right)) return true;
  if (Array.isArray(left)) return left.some((item) => equals(item, right));
  return !isEmpty(left) && text(left).includes(text(right));
}

export function ruleHolds(rule: ConditionRule, record: Record<string, unknown>): boolean {
  const value = record[rule.field];
  switch (rule.operator) {
    case 'equals':
      return equals(value, rule.value);
    case 'not_equals':
      return !equals(value, rule.value);
    case 'contains':
      return contains(value, rule.value);
    case 'not_contains':
      return !contains(value, rule.value);
    case 'greater_than': {
      const pair = ordered(value, rule.value);
      return pair !== null && pair[0] > pair[1];
    }
    case 'less_than': {
      const pair = ordered(value, rule.value);
      return pair !== null && pair[0] < pair[1];
    }
    case 'is_empty':
      return isEmpty(value);
    case 'is_not_empty':
      return !isEmpty(value);
  }
}

/** `all` (AND) or `any` (OR) of the groups, each `all` or `any` of its rules. */
export function conditionHolds(condition: Condition, record: Record<string, unknown>): boolean {
  const groupHolds = (group: Condition['groups'][number]) =>
    group.match === 'all'
      ? group.rules.every((rule) => ruleHolds(rule, record))
      : group.rules.some((rule) => ruleHolds(rule, record));
  return condition.match === 'all' ? condition.groups.every(groupHolds) : condition.groups.some(groupHolds);
}
