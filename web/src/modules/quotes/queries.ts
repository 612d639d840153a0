import {
  CheckoutSession,
  DealLines,
  type DealLinesInput,
  Invoice,
  InvoicePage,
  Product,
  ProductList,
  PublicQuote,
  Quote,
  QuoteList,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/http';

/** Keys by prefix: a write invalidates `moneyKeys.all` and every quote, line and invoice view refreshes. */
export const moneyKeys = {
  all: ['money'] as const,
  products: ['money', 'products'] as const,
  lines: (dealId: string) => ['money', 'lines', dealId] as const,
  quotes: (dealId: string | null) => ['money', 'quotes', dealId] as const,
  invoices: (status: string) => ['money', 'invoices', status] as const,
  publicQuote: (token: string) => ['public-quote', token] as const,
};

export const productsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.products,
    queryFn: async () => ProductList.parse(await apiRequest('/api/products')).items,
  });

export const dealLinesQuery = (dealId: string) =>
  queryOptions({
    queryKey: moneyKeys.lines(dealId),
    queryFn: async () => DealLines.parse(await apiRequest(`/api/deals/${dealId}/lines`)),
  });

export const quotesQuery = (dealId: string | null) =>
  queryOptions({
    queryKey: moneyKeys.quotes(dealId),
    queryFn: async () => QuoteList.parse(await apiRequest(`/api/quotes${dealId ? `?dealId=${dealId}` : ''}`)).items,
  });

export const invoicesQuery = (status: string) =>
  queryOptions({
    queryKey: moneyKeys.invoices(status),
    queryFn: async () => InvoicePage.parse(await apiRequest(`/api/invoices${status ? `?status=${status}` : ''}`)).items,
  });

export const publicQuoteQuery = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.publicQuote(token),
    queryFn: async () => PublicQuote.parse(await apiRequest(`/api/quote-links/${token}`)),
    retry: false,
  });

export const saveDealLines = async (dealId: string, lines: z.input<typeof DealLinesInput>) =>
  DealLines.parse(await apiRequest(`/api/deals/${dealId}/lines`, { method: 'PUT', body: lines }));

export const createQuote = async (body: unknown) =>
  Quote.parse(await apiRequest('/api/quotes', { method: 'POST', body }));

export const reviseQuote = async (id: string, body: unknown) =>
  Quote.parse(await apiRequest(`/api/quotes/${id}/revisions`, { method: 'POST', body }));

export const acceptQuote = async (token: string, name: string) =>
  PublicQuote.parse(await apiRequest(`/api/quote-links/${token}/accept`, { method: 'POST', body: { name } }));

export const createInvoice = async (body: unknown) =>
  Invoice.parse(await apiRequest('/api/invoices', { method: 'POST', body }));

export const invoiceAction = async (id: string, action: 'send' | 'void') =>
  Invoice.parse(await apiRequest(`/api/invoices/${id}/${action}`, { method: 'POST' }));

export const recordPayment = async (id: string, amount: number) =>
  Invoice.parse(await apiRequest(`/api/invoices/${id}/payments`, { method: 'POST', body: { amount } }));

export const paymentLink = async (id: string) =>
  CheckoutSession.parse(
    await apiRequest(`/api/invoices/${id}/checkout`, { method: 'POST', body: { returnUrl: window.location.href } }),
  );

export const createProduct = async (body: unknown) =>
  Product.parse(await apiRequest('/api/products', { method: 'POST', body }));
