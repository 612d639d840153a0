import type { Form, FormSubmission } from '@smartcrm/contracts';

/** A submissions CSV: when and who, then one column per field of the form, then where it came from. */
export const submissionCsvColumns = (form: Form) => [
  { key: 'submittedAt', header: 'Submitted at' },
  { key: 'contact', header: 'Contact' },
  { key: 'outcome', header: 'Contact created or updated' },
  ...form.fields.map((field) => ({ key: `field:${field.key}`, header: field.label })),
  { key: 'utmSource', header: 'UTM source' },
  { key: 'utmMedium', header: 'UTM medium' },
  { key: 'utmCampaign', header: 'UTM campaign' },
  { key: 'referrer', header: 'Referrer' },
  { key: 'consentText', header: 'Consent text' },
  { key: 'consentAt', header: 'Consent given at' },
];

const cell = (value: FormSubmission['values'][string] | undefined) =>
  Array.isArray(value) ? value.join('; ') : typeof value === 'boolean' ? (value ? 'yes' : 'no') : (value ?? '');

export const submissionCsvRecord = (submission: FormSubmission): Record<string, unknown> => ({
  submittedAt: submission.createdAt,
  contact: submission.contactName ?? '',
  outcome: submission.outcome,
  ...Object.fromEntries(Object.entries(submission.values).map(([key, value]) => [`field:${key}`, cell(value)])),
  utmSource: submission.utm.source ?? '',
  utmMedium: submission.utm.medium ?? '',
  utmCampaign: submission.utm.campaign ?? '',
  referrer: submission.referrer ?? '',
  consentText: submission.consent?.text ?? '',
  consentAt: submission.consent?.at ?? '',
});
