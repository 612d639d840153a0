import {
  CheckoutRequest,
  CheckoutSession,
  Invoice,
  InvoiceInput,
  InvoiceListQuery,
  InvoicePage,
  InvoicePatch,
  InvoiceSettings,
  InvoiceSettingsPatch,
  PaymentInput,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvPages } from '../../../platform/csv-download';
import { invoiceCsvColumns, invoiceCsvRecord } from '../../../platform/invoice-csv';

const params = z.object({ id: z.uuid() });
const config = { permission: 'pipeline' } as const;
const settingsConfig = { permission: 'system_settings' } as const;
const tags = ['invoices'];

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Invoices, newest first (of a status)',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage },
      },
    },
    (request) => app.rpc.call('crm.invoices.list', request.query, request.rpcContext()),
  );
  app.get(
    '/export.csv',
    {
      config,
      schema: {
        tags,
        summary: 'Every invoice (of a status) as CSV for accountants',
        querystring: InvoiceListQuery.pick({ status: true }),
      },
    },
    (request, reply) =>
      sendCsvPages(
        reply,
        'invoices.csv',
        invoiceCsvColumns,
        (cursor) =>
          app.rpc.call('crm.invoices.list', { status: request.query.status, cursor, limit: 500 }, request.rpcContext()),
        invoiceCsvRecord,
      ),
  );
  app.get(
    '/settings',
    {
      config: settingsConfig,
      schema: { tags, summary: 'How new invoices are numbered', response: { 200: InvoiceSettings } },
    },
    (request) => app.rpc.call('crm.invoiceSettings.get', {}, request.rpcContext()),
  );
  app.put(
    '/settings',
    {
      config: settingsConfig,
      schema: {
        tags,
        summary: 'The numbering pattern of new invoices',
        body: InvoiceSettingsPatch,
        response: { 200: InvoiceSettings },
      },
    },
    (request) => app.rpc.call('crm.invoiceSettings.set', request.body, request.rpcContext()),
  );
  app.get(
    '/:id',
    {
      config,
      schema: { tags, summary: 'One invoice with its lines and payments', params, response: { 200: Invoice } },
    },
    (request) => app.rpc.call('crm.invoices.get', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'From an accepted quote or by hand; numbered as it is created',
        body: InvoiceInput,
        response: { 201: Invoice },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.invoices.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a draft (a sent invoice is refused)',
        params,
        body: InvoicePatch,
        response: { 200: Invoice },
      },
    },
    (request) =>
      app.rpc.call('crm.invoices.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.post(
    '/:id/send',
    {
      config,
      schema: { tags, summary: 'Mark a draft as sent (it can no longer change)', params, response: { 200: Invoice } },
    },
    (request) => app.rpc.call('crm.invoices.send', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/void',
    { config, schema: { tags, summary: 'Void; the number stays taken', params, response: { 200: Invoice } } },
    (request) => app.rpc.call('crm.invoices.void', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/payments',
    {
      config,
      schema: { tags, summary: 'Record a payment received', params, body: PaymentInput, response: { 200: Invoice } },
    },
    (request) =>
      app.rpc.call(
        'crm.invoices.recordPayment',
        { id: request.params.id, payment: request.body },
        request.rpcContext(),
      ),
  );
  app.post(
    '/:id/checkout',
    {
      config,
      schema: {
        tags,
        summary: 'A payment page at the provider for what the invoice still owes',
        params,
        body: CheckoutRequest,
        response: { 200: CheckoutSession },
      },
    },
    (request) =>
      app.rpc.call('crm.payments.checkout', { invoiceId: request.params.id, ...request.body }, request.rpcContext()),
  );
};

export default invoiceRoutes;
