import { type ContactImport, type ContactStatus, contactStatuses, type ImportMapping } from '@smartcrm/contracts';

// Words other CRMs and spreadsheets use for a contact's stage, as a first guess the user can change.
const guesses: Record<string, ContactStatus> = {
  new: 'lead',
  open: 'lead',
  contacted: 'lead',
  cold: 'lead',
  unqualified: 'lead',
  qualified: 'prospect',
  'in progress': 'prospect',
  'on hold': 'prospect',
  negotiation: 'prospect',
  opportunity: 'prospect',
  pending: 'prospect',
  won: 'customer',
  'closed won': 'customer',
  active: 'customer',
  client: 'customer',
  lost: 'churned',
  'closed lost': 'churned',
  inactive: 'churned',
  cancelled: 'churned',
  canceled: 'churned',
  former: 'churned',
};

const known = new Set<string>(contactStatuses);

/**
 * The values of the status column in the file's first rows that are no contact status, each
 * with a guess (or null): the mapping step asks what each of them means.
 */
export function unknownStatusValues(
  item: Pick<ContactImport, 'headers' | 'sampleRows'>,
  mapping: ImportMapping,
): { value: string; guess: ContactStatus | null }[] {
  const column = item.headers.findIndex((h) => mapping[h] === 'status');
  if (column < 0) return [];
  const seen = new Map<string, string>();
  for (const row of item.sampleRows) {
    const value = row[column]?.trim();
    if (value && !known.has(value.toLowerCase()) && !seen.has(value.toLowerCase()))
      seen.set(value.toLowerCase(), value);
  }
  return [...seen].map(([lower, value]) => ({ value, guess: guesses[lower.replace(/[\s_-]+/g, ' ')] ?? null }));
}
