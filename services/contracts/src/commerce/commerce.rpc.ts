import { z } from 'zod';
import { DealLines, DealLinesInput } from './deal-lines.schema';
import {
  Invoice,
  InvoiceInput,
  InvoiceListQuery,
  InvoicePage,
  InvoicePatch,
  InvoiceSettings,
  InvoiceSettingsPatch,
  PaymentInput,
} from './invoice.schema';
import { Product, ProductInput, ProductList, ProductListQuery, ProductPatch } from './product.schema';
import {
  PublicQuote,
  Quote,
  QuoteAcceptInput,
  QuoteInput,
  QuoteList,
  QuoteListQuery,
  QuoteRevision,
  QuoteToken,
} from './quote.schema';

const byId = z.object({ id: z.uuid() });

/** Products, deal line items, quotes and invoices: the money side of a deal, answered by crm. */
export const commerceRpcMethods = {
  'crm.products.list': { request: ProductListQuery, reply: ProductList },
  'crm.products.create': { request: ProductInput, reply: Product },
  'crm.products.update': { request: z.object({ id: z.uuid(), patch: ProductPatch }), reply: Product },
  'crm.dealLines.get': { request: z.object({ dealId: z.uuid() }), reply: DealLines },
  'crm.dealLines.set': { request: z.object({ dealId: z.uuid(), lines: DealLinesInput }), reply: DealLines },
  'crm.quotes.list': { request: QuoteListQuery, reply: QuoteList },
  'crm.quotes.get': { request: byId, reply: Quote },
  'crm.quotes.create': { request: QuoteInput, reply: Quote },
  'crm.quotes.revise': { request: z.object({ id: z.uuid(), revision: QuoteRevision }), reply: Quote },
  /** The public accept page's reads and the acceptance: by the secret token, no user. */
  'crm.quotes.publicGet': { request: z.object({ token: QuoteToken }), reply: PublicQuote },
  'crm.quotes.accept': {
    request: z.object({ token: QuoteToken, acceptance: QuoteAcceptInput, ip: z.string().max(100) }),
    reply: PublicQuote,
  },
  'crm.invoices.list': { request: InvoiceListQuery, reply: InvoicePage },
  'crm.invoices.get': { request: byId, reply: Invoice },
  'crm.invoices.create': { request: InvoiceInput, reply: Invoice },
  'crm.invoices.update': { request: z.object({ id: z.uuid(), patch: InvoicePatch }), reply: Invoice },
  'crm.invoices.send': { request: byId, reply: Invoice },
  'crm.invoices.void': { request: byId, reply: Invoice },
  'crm.invoices.recordPayment': { request: z.object({ id: z.uuid(), payment: PaymentInput }), reply: Invoice },
  'crm.invoiceSettings.get': { request: z.object({}), reply: InvoiceSettings },
  'crm.invoiceSettings.set': { request: InvoiceSettingsPatch, reply: InvoiceSettings },
} as const;
