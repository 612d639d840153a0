import {
  type AutomationObject,
  type Condition,
  type FieldIssue,
  type FieldValue,
  recordFields,
} from '@smartcrm/contracts';

/** Why `value` cannot be the record's `field` (no such field, wrong kind, not an option), or null. */
export function valueFits(object: AutomationObject, field: string, value: FieldValue | undefined): string | null {
  const spec = recordFields[object][field];
  if (!spec) return `no ${object} field named "${field}"`;
  if (value === undefined || value === null || value === '') return null;
  if (spec.kind === 'number' && Number.isNaN(Number(value))) return `${spec.label} needs a number`;
  if (spec.kind === 'boolean' && typeof value !== 'boolean') return `${spec.label} needs true or false`;
  if (spec.kind === 'enum' && !spec.options?.includes(String(value))) {
    return `${spec.label} is one of ${spec.options?.join(', ')}`;
  }
  return null;
}

/** The rules of a condition (a step's, a schedule's filter) that name no field of the record or lack a value. */
export function conditionIssues(condition: Condition, object: AutomationObject, at: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  condition.groups.forEach((group, g) => {
    if (group.rules.length === 0) issues.push({ path: `${at}.groups.${g}`, message: 'this group has no rules' });
    group.rules.forEach((rule, r) => {
      const path = `${at}.groups.${g}.rules.${r}`;
      const misfit = valueFits(object, rule.field, rule.value);
      if (misfit) issues.push({ path: `${path}.field`, message: misfit });
      const needsValue = rule.operator !== 'is_empty' && rule.operator !== 'is_not_empty';
      if (needsValue && (rule.value === undefined || rule.value === ''))
        issues.push({ path: `${path}.value`, message: 'needs a value' });
    });
  });
  return issues;
}
