import { type Invoice, utcToday } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../products/commerce.table';

export type InvoiceRow = Selectable<InvoicesTable>;

/** Sent or partly paid past its due date reads as overdue; what is stored does not change. */
const statusOf = (row: InvoiceRow): Invoice['status'] =>
  (row.status === 'sent' || row.status === 'partially_paid') && row.due_on < utcToday() ? 'overdue' : row.status;

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  status: statusOf(row),
  customerName: row.customer_name,
  dealId: row.deal_id,
  quoteId: row.quote_id,
  currency: row.currency,
  taxMode: row.tax_mode,
  lines: row.lines,
  totals: { net: row.net, tax: row.tax, total: row.total },
  amountPaid: row.amount_paid,
  issuedOn: row.issued_on,
  dueOn: row.due_on,
  notes: row.notes,
  version: row.version,
  createdAt: row.created_at.toISOString(),
});
