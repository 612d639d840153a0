import type { AiToolDefinition } from '@smartcrm/contracts';

export type ToolFormValues = Record<string, string>;

export const emptyForm = (tool: AiToolDefinition): ToolFormValues =>
  Object.fromEntries(
    tool.fields.map((f) => [
      f.key,
      f.kind === 'tone' ? 'professional' : f.kind === 'select' ? (f.options?.[0] ?? '') : '',
    ]),
  );

/** The form field of an issue from the client's or the server's check: `input.email` → `email`. */
export const toolFieldOf = (path: string) => path.replace(/^input\./, '');
