import { z } from 'zod';
import { type AiToolDefinition, findAiTool, type ToolField, tones } from './tool-catalogue';

const fieldSchema = (field: ToolField): z.ZodType => {
  switch (field.kind) {
    case 'contact':
    case 'deal':
      return z.uuid(`pick a ${field.kind}`);
    case 'text':
      return z.string().trim().min(1, 'fill this in').max(500);
    case 'longtext':
      return z.string().trim().min(1, 'paste some text').max(20_000);
    case 'tone':
      return z.enum(tones);
    case 'select':
      return z.enum(field.options as [string, ...string[]]);
    case 'number':
      return z.coerce.number().int().min(5, 'must be 5 or more').max(480, 'must be at most 480');
  }
};

/** The zod schema of a tool's form: required fields must be filled, optional ones may be left empty. */
export function toolInputSchema(tool: AiToolDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of tool.fields) {
    const schema = fieldSchema(field);
    // An empty optional field in a form arrives as '' and means "not given".
    shape[field.key] = field.required
      ? schema
      : z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
  }
  return z.object(shape).strict();
}

export const AiToolId = z.string().refine((id) => findAiTool(id) !== undefined, 'no such AI tool');

/** A run request: the tool and its form (validated against the tool's own schema by the service). */
export const ToolRunRequest = z.object({ toolId: AiToolId, input: z.record(z.string(), z.unknown()) });
export type ToolRunRequest = z.input<typeof ToolRunRequest>;

/** One block of a result: a paragraph, a list, or a labelled value (e.g. Sentiment: positive). */
export const ToolResultSection = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'list', 'value']),
  text: z.string().optional(),
  items: z.array(z.string()).optional(),
});
export type ToolResultSection = z.infer<typeof ToolResultSection>;

export const ToolRun = z.object({
  id: z.uuid(),
  toolId: z.string(),
  toolName: z.string(),
  input: z.record(z.string(), z.unknown()),
  sections: z.array(ToolResultSection),
  /** The result as plain text: what Copy copies and what Save writes as a note. */
  text: z.string(),
  model: z.string(),
  /** Written by the built-in provider's templates and rules, not by a language model. */
  builtIn: z.boolean(),
  savedTo: z.array(z.object({ contactId: z.uuid().nullable(), dealId: z.uuid().nullable(), activityId: z.uuid() })),
  createdAt: z.string(),
});
export type ToolRun = z.infer<typeof ToolRun>;

export const ToolRunList = z.object({ items: z.array(ToolRun) });
export type ToolRunList = z.infer<typeof ToolRunList>;

export const ToolRunListQuery = z.object({
  toolId: AiToolId.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Save a result on a contact's or a deal's timeline (as a note). */
export const SaveToolRunRequest = z
  .object({ contactId: z.uuid().optional(), dealId: z.uuid().optional() })
  .refine((p) => Boolean(p.contactId) !== Boolean(p.dealId), {
    message: 'name a contact or a deal',
    path: ['contactId'],
  });
export type SaveToolRunRequest = z.input<typeof SaveToolRunRequest>;
