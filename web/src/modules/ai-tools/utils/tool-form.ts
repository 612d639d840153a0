import { type AiToolDefinition, type FieldIssue, fieldIssues, toolInputSchema } from '@smartcrm/contracts';

export type ToolFormValues = Record<string, string>;

export const emptyForm = (tool: AiToolDefinition): ToolFormValues =>
  Object.fromEntries(
    tool.fields.map((f) => [
      f.key,
      f.kind === 'tone' ? 'professional' : f.kind === 'select' ? (f.options?.[0] ?? '') : '',
    ]),
  );

/** Checks a form with the tool's own schema (the server checks it again): errors by field key. */
export function checkToolForm(
  tool: AiToolDefinition,
  values: ToolFormValues,
): { ok: true; input: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const parsed = toolInputSchema(tool).safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: errorsByField(fieldIssues(parsed.error)) };
}

/** Issues from the client's or the server's check (`input.email` → `email`), first message per field. */
export function errorsByField(issues: FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.replace(/^input\./, '');
    errors[key] ??= issue.message;
  }
  return errors;
}
