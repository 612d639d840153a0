import { type AutomationObject, type Condition, type FieldValue, recordFields } from '@smartcrm/contracts';

/** A value typed into a form, as the field's kind stores it: numbers and true/false from their text. */
export function typedValue(object: AutomationObject, field: string, raw: unknown): FieldValue {
  if (raw === undefined || raw === null || raw === '') return null;
  const kind = recordFields[object][field]?.kind;
  if (kind === 'number' && !Number.isNaN(Number(raw))) return Number(raw);
  if (kind === 'boolean') return raw === true || raw === 'true';
  return String(raw);
}

export const fieldOptions = (object: AutomationObject, writableOnly = false) =>
  Object.entries(recordFields[object])
    .filter(([, spec]) => !writableOnly || spec.writable)
    .map(([value, spec]) => ({ value, label: spec.label }));

/** Leaves out a form's blank optional values (an empty select means "any"). */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A condition's rule values as their fields store them (a form holds text). */
export const typedCondition = (object: AutomationObject, condition: Condition): Condition => ({
  ...condition,
  groups: condition.groups.map((g) => ({
    ...g,
    rules: g.rules.map((r) => ({ ...r, value: typedValue(object, r.field, r.value) })),
  })),
});
