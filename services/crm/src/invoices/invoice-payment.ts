import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { InvoiceRow } from './invoice.mapper';

interface Payment {
  amount: number;
  reference: string;
  recordedBy: string | null;
  /** The provider's checkout session: one payment per session, however often it is reported. */
  providerRef?: string;
}

/** Adds a payment to a locked invoice: never more than it still owes, paid when nothing is left. */
export async function applyPayment(trx: Kysely<CrmDb>, row: InvoiceRow, payment: Payment) {
  if (row.status !== 'sent' && row.status !== 'partially_paid') {
    throw new AppError('conflict', `A ${row.status} invoice takes no payment`);
  }
  const owed = row.total - row.amount_paid;
  if (payment.amount > owed) {
    throw new AppError('bad_input', `More than the ${owed} still owed`, { field: 'amount' });
  }
  await trx
    .insertInto('invoice_payments')
    .values({
      tenant_id: row.tenant_id,
      invoice_id: row.id,
      amount: payment.amount,
      reference: payment.reference,
      recorded_by: payment.recordedBy,
      provider_ref: payment.providerRef ?? null,
    })
    .execute();
  const paid = row.amount_paid + payment.amount;
  await trx
    .updateTable('invoices')
    .set({ amount_paid: paid, status: paid === row.total ? 'paid' : 'partially_paid' })
    .where('id', '=', row.id)
    .execute();
}
