import type { ContactImport, DealImportField, ImportField } from '@smartcrm/contracts';

export const fieldLabels: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  title: 'Title',
  industry: 'Industry',
  status: 'Status',
  interestLevel: 'Interest level',
  source: 'Source',
  tags: 'Tags (separated by semicolons, or by commas)',
  notes: 'Notes',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  website: 'Website',
  city: 'City',
  state: 'State',
  country: 'Country',
  lastContact: 'Last contact (date)',
  preferredContact: 'Preferred contact (email, phone, sms, video)',
  isFavorite: 'Favorite (yes or no)',
  ownerEmail: 'Owner (by email)',
  leadScore: 'Lead score (0–100)',
  createdAt: 'Created (date, new contacts)',
  updatedAt: 'Updated (date, new contacts)',
  customField: 'Custom field (named after the column)',
  customFields: 'Custom fields (as exported: {"name": "value"})',
  ignore: "Don't import",
};

export const dealFieldLabels: Record<DealImportField, string> = {
  title: 'Title',
  value: 'Value (whole dollars, "$12,500" works)',
  status: 'Status (open, won, lost)',
  stage: 'Stage (by name, in the chosen pipeline)',
  probability: 'Probability (%)',
  expectedCloseDate: 'Expected close date',
  contactEmail: 'Contact (by email)',
  company: 'Company',
  description: 'Description',
  ownerEmail: 'Owner (by email)',
  ignore: "Don't import",
};

/**
 * Rows the file holds, estimated from its size and the sample's bytes per row: the import
 * streams, so the true count is known only at the end.
 */
export function estimatedRows(item: ContactImport): number {
  const sample = item.sampleRows.map((row) => row.join(',').length + 1);
  const header = item.headers.join(',').length + 1;
  const perRow = sample.reduce((a, b) => a + b, 0) / Math.max(1, sample.length);
  return Math.max(item.counts.read, Math.round((item.size - header) / Math.max(1, perRow)));
}
