import type { Form, FormInput, FormSubmission, PublicForm } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { FormSubmissionsTable, FormsTable } from './form.table';

export type FormRow = Selectable<FormsTable> & { submission_count: number | string };
export type SubmissionRow = Selectable<FormSubmissionsTable> & { contact_name: string | null };

export const toForm = (row: FormRow): Form => ({
  id: row.id,
  name: row.name,
  fields: row.fields,
  steps: row.steps,
  submitLabel: row.submit_label,
  thankYou: row.thank_you,
  notify: row.notify,
  status: row.status,
  submissionCount: Number(row.submission_count),
  publishedAt: row.published_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** What a visitor's page needs: the fields as shown, not where their values go. */
export const toPublicForm = (row: Selectable<FormsTable>): PublicForm => ({
  id: row.id,
  name: row.name,
  fields: row.fields.map(({ key, label, kind, required, options, placeholder, consentText, param, step, showIf }) => ({
    key,
    label,
    kind,
    required,
    options,
    placeholder,
    consentText,
    param,
    step,
    showIf,
  })),
  steps: row.steps,
  submitLabel: row.submit_label,
});

/** A definition as the forms table keeps it (parsed by FormInput first: defaults applied). */
export const toFormColumns = (form: FormInput & { fields: Form['fields'] }, linkBase: string | undefined) => ({
  name: form.name,
  fields: JSON.stringify(form.fields),
  steps: JSON.stringify(form.steps ?? []),
  submit_label: form.submitLabel ?? 'Submit',
  thank_you: JSON.stringify(form.thankYou),
  notify: form.notify ?? [],
  ...(linkBase ? { link_base: linkBase } : {}),
});

export const toSubmission = (row: SubmissionRow): FormSubmission => ({
  id: row.id,
  formId: row.form_id,
  contactId: row.contact_id,
  contactName: row.contact_name,
  outcome: row.outcome,
  values: row.values,
  utm: {
    ...(row.utm_source && { source: row.utm_source }),
    ...(row.utm_medium && { medium: row.utm_medium }),
    ...(row.utm_campaign && { campaign: row.utm_campaign }),
  },
  referrer: row.referrer,
  consent: row.consent_text && row.consent_at ? { text: row.consent_text, at: row.consent_at.toISOString() } : null,
  createdAt: row.created_at.toISOString(),
});
