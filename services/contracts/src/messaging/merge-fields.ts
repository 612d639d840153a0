/**
 * Merge fields of email templates: `{{contact.firstName}}`, or with a fallback for a contact
 * without one, `{{contact.firstName|there}}`. Only the fields named here exist; a template naming
 * another is refused when it is saved, so a typo never reaches a recipient as literal braces.
 */
export const templateMergeFields = [
  'contact.firstName',
  'contact.lastName',
  'contact.name',
  'contact.company',
  'contact.email',
  'deal.title',
  'sender.name',
  'sender.signature',
] as const;
export type TemplateMergeField = (typeof templateMergeFields)[number];

/** What a message is merged with; a field absent, null or blank takes the tag's fallback. */
export type MergeValues = Partial<Record<TemplateMergeField, string | null | undefined>>;

const tag = /\{\{\s*([^{}|]*?)\s*(?:\|([^{}]*))?\}\}/g;
const known = new Set<string>(templateMergeFields);

/** The tags of a text that name no merge field, each once, in the order they appear. */
export function unknownMergeFields(text: string): string[] {
  const names = [...text.matchAll(tag)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((name) => !known.has(name)))];
}

/** The text with every merge tag replaced by its value, or by its fallback (empty when it has none). */
export function renderMerge(text: string, values: MergeValues): string {
  return text.replace(tag, (whole, name: string, fallback: string | undefined) => {
    if (!known.has(name)) return whole;
    const value = values[name as TemplateMergeField]?.trim();
    return value ? value : (fallback ?? '').trim();
  });
}
