import {
  AppError,
  defaultInvoicePattern,
  formatInvoiceNumber,
  type Invoice,
  priceLines,
  type RpcContext,
  type RpcParsedRequest,
  utcToday,
} from '@smartcrm/contracts';
import { type Emit, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { dealNotFound, viewerOf } from '../deals/deal-access';
import { findDeal } from '../deals/deal.repository';
import { takeNumber } from '../products/counters';
import { checkProducts } from '../products/product-check';
import { findQuote } from '../quotes/quote.repository';
import { type InvoiceRow, toInvoice } from './invoice.mapper';
import { findInvoice, listInvoices } from './invoice.repository';
import { applyPayment } from './invoice-payment';

type Db = Kysely<CrmDb>;
type Input = RpcParsedRequest<'crm.invoices.create'>;

const invoiceNotFound = () => new AppError('not_found', 'No such invoice');

/** The columns of a new invoice: an accepted quote's (once), or the lines typed by hand. */
async function sourceColumns(db: Db, input: Input, ctx: RpcContext) {
  if ('quoteId' in input) {
    const quote = await findQuote(db, { id: input.quoteId }, viewerOf(ctx));
    if (!quote) throw new AppError('bad_input', 'No such quote', { field: 'quoteId' });
    if (quote.status !== 'accepted') {
      throw new AppError('bad_input', 'Only an accepted quote can be invoiced', { field: 'quoteId' });
    }
    const { currency, tax_mode, net, tax, total } = quote;
    return {
      customer_name: input.customerName ?? quote.customer_name ?? quote.deal_title,
      deal_id: quote.deal_id,
      quote_id: quote.id,
      notes: quote.terms,
      lines: JSON.stringify(quote.lines),
      ...{ currency, tax_mode, net, tax, total },
    };
  }
  if (input.dealId && !(await findDeal(db, input.dealId, viewerOf(ctx)))) throw dealNotFound();
  await checkProducts(db, input.document.lines);
  const { lines, totals } = priceLines(input.document.lines, input.document.taxMode);
  return {
    customer_name: input.customerName,
    deal_id: input.dealId,
    quote_id: null,
    notes: input.notes,
    currency: input.document.currency,
    tax_mode: input.document.taxMode,
    lines: JSON.stringify(lines),
    ...totals,
  };
}

const alreadyInvoiced = (error: unknown) =>
  (error as { constraint?: string }).constraint === 'invoices_quote_idx'
    ? new AppError('conflict', 'This quote has already been invoiced', { field: 'quoteId' })
    : error;

export function statusChanged(emit: Emit, tenantId: string, row: InvoiceRow) {
  emit({
    type: 'crm.invoice.status_changed',
    tenantId,
    data: { invoiceId: row.id, number: row.number, status: row.status, amountPaid: row.amount_paid },
  });
}

export function createInvoiceService(uow: UnitOfWork<CrmDb>) {
  /** Locks the invoice, applies `change` and publishes its new status. */
  const transition = (id: string, ctx: RpcContext, change: (trx: Db, row: InvoiceRow) => Promise<void>) => {
    const tenantId = requireTenant(ctx);
    return uow.withTenant(tenantId, async (trx, emit) => {
      const row = await findInvoice(trx, id, true);
      if (!row) throw invoiceNotFound();
      await change(trx, row);
      const updated = (await findInvoice(trx, id)) as InvoiceRow;
      statusChanged(emit, tenantId, updated);
      return toInvoice(updated);
    });
  };

  return {
    async list(query: RpcParsedRequest<'crm.invoices.list'>, ctx: RpcContext) {
      const before = query.cursor ? Number(query.cursor) : null;
      const rows = await uow.read(requireTenant(ctx), (db) => listInvoices(db, query.status, before, query.limit));
      const page = rows.slice(0, query.limit);
      const more = rows.length > query.limit;
      return { items: page.map(toInvoice), nextCursor: more ? String(page.at(-1)?.sequence) : null };
    },

    async get(id: string, ctx: RpcContext): Promise<Invoice> {
      const row = await uow.read(requireTenant(ctx), (db) => findInvoice(db, id));
      if (!row) throw invoiceNotFound();
      return toInvoice(row);
    },

    /** The number is taken in the creating transaction: gapless and never reused. */
    async create(input: Input, ctx: RpcContext): Promise<Invoice> {
      const tenantId = requireTenant(ctx);
      const row = await uow
        .withTenant(tenantId, async (trx, emit) => {
          const columns = await sourceColumns(trx, input, ctx);
          const { taken, invoice_pattern } = await takeNumber(trx, tenantId, 'invoice');
          const issuedOn = utcToday();
          const { id } = await trx
            .insertInto('invoices')
            .values({
              ...columns,
              tenant_id: tenantId,
              sequence: taken,
              number: formatInvoiceNumber(invoice_pattern, taken, issuedOn),
              issued_on: issuedOn,
              due_on: input.dueOn,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = (await findInvoice(trx, id)) as InvoiceRow;
          emit({
            type: 'crm.invoice.created',
            tenantId,
            data: { invoiceId: id, number: created.number, dealId: created.deal_id, total: created.total },
          });
          return created;
        })
        .catch((error) => {
          throw alreadyInvoiced(error);
        });
      return toInvoice(row);
    },

    async update({ id, patch }: RpcParsedRequest<'crm.invoices.update'>, ctx: RpcContext): Promise<Invoice> {
      const row = await uow.withTenant(requireTenant(ctx), async (trx) => {
        const current = await findInvoice(trx, id, true);
        if (!current) throw invoiceNotFound();
        if (current.status !== 'draft') {
          throw new AppError('conflict', 'A sent invoice cannot be edited; issue a credit note instead');
        }
        if (current.version !== patch.version) {
          throw new AppError('conflict', 'Someone else changed this invoice since you opened it', {
            current: toInvoice(current),
          });
        }
        const { document, customerName, dueOn, notes } = patch;
        let priced = {};
        if (document) {
          await checkProducts(trx, document.lines);
          const { lines, totals } = priceLines(document.lines, document.taxMode);
          priced = { currency: document.currency, tax_mode: document.taxMode, lines: JSON.stringify(lines), ...totals };
        }
        await trx
          .updateTable('invoices')
          .set({ ...priced, customer_name: customerName, due_on: dueOn, notes, version: current.version + 1 })
          .where('id', '=', id)
          .execute();
        return (await findInvoice(trx, id)) as InvoiceRow;
      });
      return toInvoice(row);
    },

    send: (id: string, ctx: RpcContext) =>
      transition(id, ctx, async (trx, row) => {
        if (row.status !== 'draft') throw new AppError('conflict', `This invoice is ${row.status}, not a draft`);
        await trx.updateTable('invoices').set({ status: 'sent', sent_at: new Date() }).where('id', '=', id).execute();
      }),

    /** Void keeps the number (numbers are never reused); money received must be refunded first. */
    void: (id: string, ctx: RpcContext) =>
      transition(id, ctx, async (trx, row) => {
        if (row.status === 'void') throw new AppError('conflict', 'This invoice is already void');
        if (row.amount_paid > 0)
          throw new AppError('conflict', 'This invoice has payments; refund them before voiding');
        await trx.updateTable('invoices').set({ status: 'void', voided_at: new Date() }).where('id', '=', id).execute();
      }),

    recordPayment: ({ id, payment }: RpcParsedRequest<'crm.invoices.recordPayment'>, ctx: RpcContext) =>
      transition(id, ctx, (trx, row) => applyPayment(trx, row, { ...payment, recordedBy: ctx.actor?.userId ?? null })),

    async settings(ctx: RpcContext) {
      const row = await uow.read(requireTenant(ctx), (db) =>
        db.selectFrom('commerce_counters').select(['invoice_pattern', 'next_invoice']).executeTakeFirst(),
      );
      return { numberPattern: row?.invoice_pattern ?? defaultInvoicePattern, nextNumber: row?.next_invoice ?? 1 };
    },

    async setSettings({ numberPattern }: RpcParsedRequest<'crm.invoiceSettings.set'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, (trx) =>
        trx
          .insertInto('commerce_counters')
          .values({ tenant_id: tenantId, invoice_pattern: numberPattern })
          .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ invoice_pattern: numberPattern }))
          .returning(['invoice_pattern', 'next_invoice'])
          .executeTakeFirstOrThrow(),
      );
      return { numberPattern: row.invoice_pattern, nextNumber: row.next_invoice };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
