/** Fills `{{field}}` from the recipient's fields; an unknown field becomes empty, never left as braces. */
export function fillMergeFields(template: string, fields: Record<string, string>): string {
  return template
    .replace(/\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g, (_, name: string) => fields[name] ?? '')
    .replace(/ {2,}/g, ' ')
    .trim();
}
