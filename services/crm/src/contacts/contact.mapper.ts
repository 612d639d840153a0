import type { Contact } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import { contactFields, type computedContactColumns } from './contact.fields';
import type { ContactsTable } from './contact.table';
import { compileRowReader } from '../db/row-reader';

export type ContactRow = Omit<Selectable<ContactsTable>, (typeof computedContactColumns)[number] | 'import_id'> & {
  /** From contact_lead_scores (0031), read beside the row. */
  lead_score: number | null;
};

const readAs = contactFields.flatMap((f) => ('field' in f ? [[f.column, f.field, f.kind === 'time'] as const] : []));

/**
 * Reads rows as the contract has them, the `fields` given (every one by default): each from its
 * column of the field table, times as ISO text.
 */
export function contactReader<F extends keyof Contact>(fields?: readonly F[]) {
  const wanted = fields ? new Set<string>(fields) : null;
  return compileRowReader<Pick<Contact, F>>(wanted ? readAs.filter(([, field]) => wanted.has(field)) : readAs);
}

/** The columns behind `fields`, of the contacts row `c` (the lead score from its own table, `ls`). */
export const contactColumnsOf = (fields: readonly (keyof Contact)[]) =>
  contactFields
    .filter((f) => 'field' in f && fields.includes(f.field))
    .map((f) => (f.column === 'lead_score' ? 'ls.score AS lead_score' : `c.${f.column}`))
    .join(', ');

export const toContact: (row: ContactRow) => Contact = contactReader();
