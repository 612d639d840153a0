export type CustomFieldMap = Record<string, string>;

/** Spec 001 §5: a custom field is added only when both name and value are non-blank (both trimmed). */
export function canAddCustomField(name: string, value: string): boolean {
  return name.trim() !== '' && value.trim() !== '';
}

export function addCustomField(fields: CustomFieldMap, name: string, value: string): CustomFieldMap {
  if (!canAddCustomField(name, value)) return { ...fields };
  return { ...fields, [name.trim()]: value.trim() };
}

export function removeCustomField(fields: CustomFieldMap, name: string): CustomFieldMap {
  const { [name]: _removed, ...rest } = fields;
  return rest;
}
