import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { unknownMergeFields } from './merge-fields';

/** Text whose merge tags must all name known fields; the first unknown one is named in the error. */
const mergeText = (schema: z.ZodString) =>
  schema.superRefine((text, ctx) => {
    const [unknown] = unknownMergeFields(text);
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `{{${unknown}}} is not a merge field` });
  });

/** A workspace's email template: subject and plain-text body with merge fields. */
export const EmailTemplateDraft = z.object({
  name: z.string().trim().min(1, 'name the template').max(120),
  subject: mergeText(
    z
      .string()
      .trim()
      .min(1, 'needs a subject')
      .max(300)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a subject is one header line
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line without control characters'),
  ),
  body: mergeText(z.string().trim().min(1, 'write the message').max(50_000)),
});
export type EmailTemplateDraft = z.input<typeof EmailTemplateDraft>;

export const EmailTemplate = EmailTemplateDraft.extend({
  id: z.uuid(),
  createdBy: z.uuid(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;

export const EmailTemplateUpdate = EmailTemplateDraft.extend({ version: RowVersion });
export type EmailTemplateUpdate = z.input<typeof EmailTemplateUpdate>;

/** The user's signature, merged where a template says `{{sender.signature}}`. */
export const SenderSignature = z.object({ signature: z.string().trim().max(5_000) });
export type SenderSignature = z.infer<typeof SenderSignature>;
