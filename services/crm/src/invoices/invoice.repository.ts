import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { InvoiceRow } from './invoice.mapper';

type Db = Kysely<CrmDb>;

// Dates travel as YYYY-MM-DD text, read again after the row's columns.
const invoices = (db: Db) =>
  db
    .selectFrom('invoices')
    .selectAll()
    .select([sql<string>`issued_on::text`.as('issued_on'), sql<string>`due_on::text`.as('due_on')]);

export const findInvoice = (db: Db, id: string, lock = false) => {
  const query = invoices(db).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<InvoiceRow | undefined>;
};

export type InvoiceFilter = 'draft' | 'sent' | 'partially_paid' | 'paid' | 'overdue' | 'void';

/** Newest number first, after `before` (a sequence); sent and partly paid exclude the overdue ones. */
export function listInvoices(db: Db, status: InvoiceFilter | undefined, before: number | null, limit: number) {
  let query = invoices(db)
    .orderBy('sequence', 'desc')
    .limit(limit + 1);
  if (before !== null) query = query.where('sequence', '<', before);
  if (status === 'overdue') {
    query = query.where('status', 'in', ['sent', 'partially_paid']).where('due_on', '<', sql<string>`current_date`);
  } else if (status === 'sent' || status === 'partially_paid') {
    query = query.where('status', '=', status).where('due_on', '>=', sql<string>`current_date`);
  } else if (status) {
    query = query.where('status', '=', status);
  }
  return query.execute() as Promise<InvoiceRow[]>;
}
