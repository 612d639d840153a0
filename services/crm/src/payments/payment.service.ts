import { AppError, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Logger } from '@smartcrm/kit';
import type { CrmConfig } from '../config';
import type { CrmDb } from '../db/schema';
import { findInvoice } from '../invoices/invoice.repository';
import type { InvoiceRow } from '../invoices/invoice.mapper';
import { statusChanged } from '../invoices/invoice.service';
import { applyPayment } from '../invoices/invoice-payment';
import { AnyEvent, CompletedCheckout, createCheckoutSession } from './stripe-adapter';
import { verifySignature } from './webhook-signature';

const notSetUp = () => new AppError('unavailable', 'Online payment is not set up on this server');

export function createPaymentService(uow: UnitOfWork<CrmDb>, config: CrmConfig, log: Logger) {
  return {
    async checkout({ invoiceId, returnUrl }: RpcParsedRequest<'crm.payments.checkout'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      if (!config.PAYMENTS_SECRET_KEY) throw notSetUp();
      const row = await uow.read(tenantId, (db) => findInvoice(db, invoiceId));
      if (!row) throw new AppError('not_found', 'No such invoice');
      if (row.status !== 'sent' && row.status !== 'partially_paid') {
        throw new AppError('conflict', `A ${row.status} invoice is not paid online`);
      }
      const amount = row.total - row.amount_paid;
      const session = await createCheckoutSession(config.PAYMENTS_API_URL, config.PAYMENTS_SECRET_KEY, {
        tenantId,
        invoiceId,
        number: row.number,
        currency: row.currency,
        amount,
        returnUrl,
      });
      return { sessionId: session.id, url: session.url, amount };
    },

    /**
     * A forged or stale signature is refused; an event seen before is acknowledged and ignored;
     * a completed checkout pays its invoice once, for no more than it owes.
     */
    async webhook({ payload, signature }: RpcParsedRequest<'crm.payments.webhook'>) {
      if (!config.PAYMENTS_WEBHOOK_SECRET) throw notSetUp();
      if (!verifySignature(payload, signature, config.PAYMENTS_WEBHOOK_SECRET, Math.floor(Date.now() / 1000))) {
        throw new AppError('bad_input', 'The webhook signature does not match', { field: 'stripe-signature' });
      }
      let json: unknown;
      try {
        json = JSON.parse(payload);
      } catch {
        throw new AppError('bad_input', 'The webhook body is not JSON', { field: 'body' });
      }
      const completed = CompletedCheckout.safeParse(json);
      if (!completed.success) {
        if (!AnyEvent.safeParse(json).success) throw new AppError('bad_input', 'Not an event', { field: 'body' });
        return { received: true as const, duplicate: false };
      }
      const { id: eventId, type, data } = completed.data;
      const session = data.object;
      const tenantId = session.metadata.tenant_id;
      const duplicate = await uow.withTenant(tenantId, async (trx, emit) => {
        const fresh = await trx
          .insertInto('payment_events')
          .values({ tenant_id: tenantId, event_id: eventId, type })
          .onConflict((oc) => oc.columns(['tenant_id', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!fresh || session.payment_status !== 'paid') return !fresh;
        const row = await findInvoice(trx, session.metadata.invoice_id, true);
        const paidBefore = await trx
          .selectFrom('invoice_payments')
          .select('id')
          .where('provider_ref', '=', session.id)
          .executeTakeFirst();
        if (!row || paidBefore) return true;
        const owed = row.total - row.amount_paid;
        if (owed <= 0 || session.amount_total > owed || session.currency.toUpperCase() !== row.currency) {
          // Money arrived that the invoice does not owe: kept for a person to refund, never applied twice.
          log.warn(
            { eventId, invoiceId: row.id, amount: session.amount_total, owed },
            'payment not applied to invoice',
          );
          return false;
        }
        await applyPayment(trx, row, {
          amount: session.amount_total,
          reference: session.id,
          recordedBy: null,
          providerRef: session.id,
        });
        statusChanged(emit, tenantId, (await findInvoice(trx, row.id)) as InvoiceRow);
        return false;
      });
      return { received: true as const, duplicate };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
