import { type Form, type FormField, type FormInput, formContactTargets, type PublicForm } from '@smartcrm/contracts';
import type { z } from 'zod';
import { fieldKey } from './field-key';

export type Draft = z.output<typeof FormInput>;

/** What a new form starts with: the two fields every lead form needs. */
export const newDraft = (): Draft => ({
  name: 'New form',
  steps: [],
  submitLabel: 'Submit',
  thankYou: { kind: 'message', message: 'Thank you! We will be in touch.' },
  notify: [],
  fields: [
    { ...newField('text', 'Full name', []), mapsTo: 'name', required: true },
    { ...newField('email', 'Email', ['full_name']), mapsTo: 'email', required: true },
  ],
});

export const draftOf = (form: Form): Draft => ({
  name: form.name,
  steps: form.steps,
  submitLabel: form.submitLabel,
  thankYou: form.thankYou,
  notify: form.notify,
  fields: form.fields,
});

/** A field of a kind, mapped where its kind most likely belongs. */
export function newField(kind: FormField['kind'], label: string, taken: string[]): FormField {
  const key = fieldKey(label, taken);
  const mapsTo = (formContactTargets as readonly string[]).includes(kind) && !taken.includes(kind) ? kind : 'none';
  return {
    key,
    label,
    kind,
    required: false,
    mapsTo: mapsTo as FormField['mapsTo'],
    options: kind === 'select' || kind === 'multi_select' ? ['Option 1', 'Option 2'] : [],
    placeholder: '',
    consentText: kind === 'consent' ? 'I agree to be contacted about my request.' : '',
    ...(kind === 'hidden' && { param: 'utm_term' }),
    step: 0,
  };
}

/** The draft as its hosted page would show it, for the preview. */
export const previewOf = (draft: Draft): PublicForm => ({
  id: '00000000-0000-4000-8000-000000000000',
  name: draft.name,
  fields: draft.fields,
  steps: draft.steps,
  submitLabel: draft.submitLabel,
});
