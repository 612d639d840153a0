import multipart from '@fastify/multipart';
import {
  AppError,
  ContactImport,
  ImportErrorPage,
  ImportErrorsQuery,
  type ImportKind,
  ImportList,
  ImportStartRequest,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvPages } from '../platform/csv-download';
import { storeUpload } from '../platform/import-upload';

const params = z.object({ id: z.uuid() });
const tags = ['imports'];
const permissionOf = { contacts: 'contacts_csv', deals: 'pipeline_csv' } as const;
const featureOf = { contacts: 'contacts', deals: 'pipeline' } as const;

/**
 * CSV import (issue 4): upload, mapping, a background job, its error report and revert. Mounted
 * once per kind: contacts at routes/api/imports (upload at /api/imports/contacts), deals at
 * routes/api/imports/deals (upload there too); each kind needs its own permission and feature.
 */
export const importRoutes = (kind: ImportKind): FastifyPluginAsyncZod =>
  async function importRoutesOfKind(app) {
    const maxBytes = app.config.IMPORT_MAX_BYTES;
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    const config = { permission: permissionOf[kind], feature: featureOf[kind] };

    app.post(
      kind === 'contacts' ? '/contacts' : '/',
      {
        config,
        schema: { tags, summary: 'Upload a CSV file (multipart, field "file")', consumes: ['multipart/form-data'] },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('bad_input', 'Send the file as multipart/form-data');
        const file = await request.file();
        if (!file) throw new AppError('bad_input', 'No file in the upload');
        const ctx = request.rpcContext();
        const stored = await storeUpload(app.nc, ctx.tenantId!, file, maxBytes);
        const created = await app.rpc.call('crm.imports.create', { ...stored, kind }, ctx, {
          timeoutMs: 30_000,
        });
        return reply.status(201).send(created);
      },
    );
    app.get('/', { config, schema: { tags, summary: 'Recent imports', response: { 200: ImportList } } }, (request) =>
      app.rpc.call('crm.imports.list', { kind }, request.rpcContext()),
    );
    app.get(
      '/:id',
      { config, schema: { tags, summary: 'One import and its progress', params, response: { 200: ContactImport } } },
      (request) => app.rpc.call('crm.imports.get', { ...request.params, kind }, request.rpcContext()),
    );
    app.post(
      '/:id/start',
      {
        config,
        schema: {
          tags,
          summary: 'Start the import with a column mapping',
          params,
          body: ImportStartRequest,
          response: { 200: ContactImport },
        },
      },
      (request) =>
        app.rpc.call('crm.imports.start', { ...request.body, ...request.params, kind }, request.rpcContext()),
    );
    app.get(
      '/:id/errors',
      {
        config,
        schema: {
          tags,
          summary: 'A page of the row errors',
          params,
          querystring: ImportErrorsQuery,
          response: { 200: ImportErrorPage },
        },
      },
      (request) =>
        app.rpc.call('crm.imports.errors', { ...request.query, ...request.params, kind }, request.rpcContext()),
    );
    app.get(
      '/:id/errors.csv',
      { config, schema: { tags, params, summary: 'The row errors as a CSV download (streamed)' } },
      (request, reply) => {
        const ctx = request.rpcContext();
        return sendCsvPages(
          reply,
          'import-errors.csv',
          [
            { key: 'line', header: 'Line' },
            { key: 'field', header: 'Field' },
            { key: 'value', header: 'Value' },
            { key: 'reason', header: 'Reason' },
          ],
          (cursor) => app.rpc.call('crm.imports.errors', { id: request.params.id, kind, cursor, limit: 1000 }, ctx),
          (error) => error,
        );
      },
    );
    app.post(
      '/:id/revert',
      { config, schema: { tags, params, summary: 'Undo the import as a whole', response: { 200: ContactImport } } },
      (request) => app.rpc.call('crm.imports.revert', { ...request.params, kind }, request.rpcContext()),
    );
  };
