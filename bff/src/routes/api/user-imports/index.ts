import multipart from '@fastify/multipart';
import {
  AppError,
  ImportErrorPage,
  ImportErrorsQuery,
  UserImport,
  UserImportList,
  UserImportStartInput,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf } from '../../../platform/client-address';
import { sendCsvPages } from '../../../platform/csv-download';
import { storeUpload } from '../../../platform/import-upload';

const params = z.object({ id: z.uuid() });
const config = { permission: 'bulk_import_users' } as const;
const tags = ['user-imports'];

/** Bulk import of users (/bulk-import, issue 3): upload, preview, a background job, its row errors. */
const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: app.config.IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/',
    {
      config,
      schema: { tags, summary: 'Upload a users CSV (multipart, field "file")', consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('bad_input', 'Send the file as multipart/form-data');
      const file = await request.file();
      if (!file) throw new AppError('bad_input', 'No file in the upload');
      const ctx = request.rpcContext();
      const stored = await storeUpload(app.nc, ctx.tenantId!, file, app.config.IMPORT_MAX_BYTES);
      const created = await app.rpc.call('identity.user_imports.create', stored, ctx, {
        timeoutMs: 30_000,
      });
      return reply.status(201).send(created);
    },
  );
  app.get(
    '/',
    { config, schema: { tags, summary: 'Recent user imports', response: { 200: UserImportList } } },
    (request) => app.rpc.call('identity.user_imports.list', {}, request.rpcContext()),
  );
  app.get(
    '/:id',
    { config, schema: { tags, summary: 'One user import and its progress', params, response: { 200: UserImport } } },
    (request) => app.rpc.call('identity.user_imports.get', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/start',
    {
      config,
      schema: {
        tags,
        summary: 'Start the user import',
        params,
        body: UserImportStartInput,
        response: { 200: UserImport },
      },
    },
    async (request) => {
      const input = { ...request.body, ...request.params, appUrl: await appUrlOf(request, app.config.APP_URL) };
      return app.rpc.call('identity.user_imports.start', input, request.rpcContext());
    },
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
      app.rpc.call('identity.user_imports.errors', { ...request.query, ...request.params }, request.rpcContext()),
  );
  app.get(
    '/:id/errors.csv',
    { config, schema: { tags, params, summary: 'The row errors as a CSV download (streamed)' } },
    (request, reply) => {
      const ctx = request.rpcContext();
      return sendCsvPages(
        reply,
        'user-import-errors.csv',
        [
          { key: 'line', header: 'Line' },
          { key: 'field', header: 'Field' },
          { key: 'reason', header: 'Reason' },
        ],
        (cursor) => app.rpc.call('identity.user_imports.errors', { id: request.params.id, cursor, limit: 1000 }, ctx),
        (error) => error,
      );
    },
  );
};
export default userImportRoutes;
