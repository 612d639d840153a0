import { type AiToolDefinition, fieldIssues, toolInputSchema } from '@smartcrm/contracts';
import { issuesByField } from '../../../ui/form/server-issues';

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
  return { ok: false, errors: issuesByField(fieldIssues(parsed.error), toolFieldOf) };
}

/** The form field of an issue from the client's or the server's check: `input.email` → `email`. */
export const toolFieldOf = (path: string) => path.replace(/^input\./, '');
