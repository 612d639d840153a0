import { z } from 'zod';

/** What a visitor fills in; `hidden` carries a query parameter of the page (utm_term, gclid, …). */
export const formFieldKinds = [
  'text',
  'long_text',
  'email',
  'phone',
  'number',
  'select',
  'multi_select',
  'date',
  'consent',
  'hidden',
] as const;
export const FormFieldKind = z.enum(formFieldKinds);
export type FormFieldKind = z.infer<typeof FormFieldKind>;

/** The contact fields a form field may fill; `custom` names a custom field, `none` keeps it on the submission only. */
export const formContactTargets = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'company',
  'position',
  'title',
  'industry',
  'notes',
] as const;
export const FormTarget = z.enum([...formContactTargets, 'custom', 'none']);
export type FormTarget = z.infer<typeof FormTarget>;

const label = z.string().trim().min(1, 'needs a label').max(200);

export const FormField = z.object({
  /** The value's name in a submission and its CSV column: lower-case letters, digits and _. */
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must start with a letter and hold only a–z, 0–9 and _ (at most 40)'),
  label,
  kind: FormFieldKind,
  required: z.boolean().default(false),
  mapsTo: FormTarget.default('none'),
  /** The custom field's name when mapsTo is `custom`. */
  customName: z.string().trim().min(1).max(64).optional(),
  /** The choices of a select or multi-select. */
  options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  placeholder: z.string().trim().max(200).default(''),
  /** The consent checkbox's text, stored with each submission as it was shown. */
  consentText: z.string().trim().max(2000).default(''),
  /** The page's query parameter a hidden field takes its value from. */
  param: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a query parameter name')
    .optional(),
  /** The step (0-based) the field is shown on; forms without steps have one. */
  step: z.number().int().min(0).max(9).default(0),
  /**
   * Shown (and asked for) only when an earlier choice field holds one of these options, as
   * "Company size" only for visitors who chose "Enterprise"; a field not shown keeps no value.
   */
  showIf: z
    .object({
      field: z.string().min(1).max(40),
      anyOf: z.array(z.string().trim().min(1).max(200)).min(1, 'choose at least one option').max(100),
    })
    .optional(),
});
export type FormField = z.infer<typeof FormField>;

/** Whether a field is shown for the values given so far (its condition's choice field holds one of its options). */
export function isFieldShown(field: Pick<FormField, 'showIf'>, values: Record<string, unknown>): boolean {
  if (!field.showIf) return true;
  const { field: key, anyOf } = field.showIf;
  const value = values[key];
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.some((option) => typeof option === 'string' && anyOf.includes(option));
}

/** The values of the fields shown, in form order: a field hidden by a choice hides those that depend on it too. */
export function shownValues<V>(fields: readonly Pick<FormField, 'key' | 'showIf'>[], values: Record<string, V>) {
  const shown: Record<string, V> = {};
  for (const field of fields) {
    if (isFieldShown(field, shown) && Object.hasOwn(values, field.key)) shown[field.key] = values[field.key]!;
  }
  return shown;
}

export const ThankYou = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: z.string().trim().min(1, 'write a message').max(2000) }),
  z.object({
    kind: z.literal('redirect'),
    url: z.url({ protocol: /^https?$/, message: 'must be a web address like https://…' }).max(2048),
  }),
]);
export type ThankYou = z.infer<typeof ThankYou>;

const formShape = {
  name: z.string().trim().min(1, 'needs a name').max(200),
  fields: z.array(FormField).min(1, 'add at least one field').max(50, 'at most 50 fields'),
  /** Step titles of a multi-step form; empty or one title: a single page. */
  steps: z.array(z.string().trim().min(1, 'needs a title').max(100)).max(10).default([]),
  submitLabel: z.string().trim().min(1).max(60).default('Submit'),
  thankYou: ThankYou.default({ kind: 'message', message: 'Thank you! We will be in touch.' }),
  /** Members of the workspace mailed each submission (its answers and a link to the contact). */
  notify: z.array(z.uuid()).max(20, 'at most 20 people').default([]),
};

/** A condition names a choice field before it (on an earlier step or above it) and options that field offers. */
function checkCondition(
  fields: FormField[],
  index: number,
  issue: (index: number, key: string, message: string) => void,
) {
  const field = fields[index]!;
  const { field: key, anyOf } = field.showIf!;
  const source = fields.findIndex((f) => f.key === key);
  const choice = fields[source];
  if (!choice || source >= index || choice.step > field.step) {
    return issue(index, 'showIf', `${key} is not a field before this one`);
  }
  if (choice.kind !== 'select' && choice.kind !== 'multi_select') {
    return issue(index, 'showIf', `${choice.label} is not a choice field`);
  }
  const unknown = anyOf.find((option) => !choice.options.includes(option));
  if (unknown !== undefined) issue(index, 'showIf', `${choice.label} has no option ${unknown}`);
}

/** The rules a definition keeps beyond each field's own: each reported on the field it is about. */
function checkDefinition(form: { fields: FormField[]; steps: string[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  const issue = (index: number, key: string, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: ['fields', index, key] });
  form.fields.forEach((field, i) => {
    if (seen.has(field.key)) issue(i, 'key', `another field already uses the key ${field.key}`);
    seen.add(field.key);
    if ((field.kind === 'select' || field.kind === 'multi_select') && field.options.length === 0) {
      issue(i, 'options', 'a choice field needs at least one option');
    }
    if (field.mapsTo === 'custom' && !field.customName) issue(i, 'customName', 'name the custom field');
    if (field.kind === 'hidden' && !field.param) issue(i, 'param', 'name the query parameter it reads');
    if (field.kind === 'consent' && !field.consentText) issue(i, 'consentText', 'write the consent text');
    if (field.step >= Math.max(form.steps.length, 1)) issue(i, 'step', `there is no step ${field.step + 1}`);
    if (field.showIf) checkCondition(form.fields, i, issue);
  });
  const email = form.fields.find((f) => f.mapsTo === 'email');
  if (email?.kind !== 'email' || !email.required || email.showIf) {
    ctx.addIssue({
      code: 'custom',
      message: "a form needs a required email field, always shown, mapped to the contact's email",
      path: ['fields'],
    });
  }
}

export const FormInput = z.object(formShape).superRefine(checkDefinition);
export type FormInput = z.input<typeof FormInput>;

export const formStatuses = ['draft', 'published'] as const;
export const FormStatus = z.enum(formStatuses);

export const Form = z.object({
  id: z.uuid(),
  ...formShape,
  fields: z.array(FormField),
  status: FormStatus,
  submissionCount: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof Form>;

export const FormList = z.object({ items: z.array(Form) });
export type FormList = z.infer<typeof FormList>;

/** What the hosted page and embeds read: no mapping, nothing but what a visitor sees. */
export const PublicFormField = FormField.pick({
  key: true,
  label: true,
  kind: true,
  required: true,
  options: true,
  placeholder: true,
  consentText: true,
  param: true,
  step: true,
  showIf: true,
});
export const PublicForm = z.object({
  id: z.uuid(),
  name: z.string(),
  fields: z.array(PublicFormField),
  steps: z.array(z.string()),
  submitLabel: z.string(),
});
export type PublicForm = z.infer<typeof PublicForm>;
