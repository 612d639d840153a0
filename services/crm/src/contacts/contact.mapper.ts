import type { Contact } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import { contactFields, type computedContactColumns } from './contact.fields';
import type { ContactsTable } from './contact.table';

export type ContactRow = Omit<Selectable<ContactsTable>, (typeof computedContactColumns)[number] | 'import_id'> & {
  /** From contact_lead_scores (0031), read beside the row. */
  lead_score: number | null;
};

const readAs = contactFields.flatMap((f) => ('field' in f ? [[f.column, f.field, f.kind === 'time'] as const] : []));

/** A row as the contract has it: each field of the field table from its column, times as ISO text. */
export function toContact(row: ContactRow): Contact {
  const contact: Record<string, unknown> = {};
  for (const [column, field, time] of readAs) {
    const value = row[column];
    contact[field] = time ? ((value as Date | null)?.toISOString() ?? null) : value;
  }
  return contact as Contact;
}
