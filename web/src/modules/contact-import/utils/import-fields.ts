import type { ContactImport, ImportField } from '@smartcrm/contracts';

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
  tags: 'Tags (comma or semicolon separated)',
  notes: 'Notes',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  website: 'Website',
  city: 'City',
  state: 'State',
  country: 'Country',
  lastContact: 'Last contact (date)',
  customField: 'Custom field (named after the column)',
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
