import type { RpcHandlers } from '@smartcrm/kit';
import type { InvoiceService } from './invoice.service';

type InvoiceHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.invoices.list'
  | 'crm.invoices.get'
  | 'crm.invoices.create'
  | 'crm.invoices.update'
  | 'crm.invoices.send'
  | 'crm.invoices.void'
  | 'crm.invoices.recordPayment'
  | 'crm.invoiceSettings.get'
  | 'crm.invoiceSettings.set'
>;

export function invoiceHandlers(invoices: InvoiceService): InvoiceHandlers {
  return {
    'crm.invoices.list': (query, ctx) => invoices.list(query, ctx),
    'crm.invoices.get': ({ id }, ctx) => invoices.get(id, ctx),
    'crm.invoices.create': (input, ctx) => invoices.create(input, ctx),
    'crm.invoices.update': (request, ctx) => invoices.update(request, ctx),
    'crm.invoices.send': ({ id }, ctx) => invoices.send(id, ctx),
    'crm.invoices.void': ({ id }, ctx) => invoices.void(id, ctx),
    'crm.invoices.recordPayment': (request, ctx) => invoices.recordPayment(request, ctx),
    'crm.invoiceSettings.get': (_, ctx) => invoices.settings(ctx),
    'crm.invoiceSettings.set': (request, ctx) => invoices.setSettings(request, ctx),
  };
}
