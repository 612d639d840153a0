import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  AppError,
  ContactExportQuery,
  CreateDataExport,
  DataExport,
  type DataExportKind,
  DataExportList,
  DealExportQuery,
  exportsBucket,
  exportsBucketTtlMs,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nanos } from 'nats';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const tags = ['exports'];
const permissionOf = { contacts: 'contacts_csv', deals: 'pipeline_csv' } as const;
const queryOf = { contacts: ContactExportQuery, deals: DealExportQuery } as const;

/**
 * Background CSV exports of a contacts or deals view (any size): start one, list one's own, and
 * download a finished file. Mounted once per kind, at routes/api/contacts/exports and
 * routes/api/deals/exports (whose folders gate the kind's feature); each needs its own CSV permission.
 */
export const dataExportRoutes = (kind: DataExportKind): FastifyPluginAsyncZod =>
  async function dataExportRoutesOfKind(app) {
    const config = { permission: permissionOf[kind] };
    const bucket = () => app.nc.jetstream().views.os(exportsBucket, { ttl: nanos(exportsBucketTtlMs) });

    app.post(
      '/',
      {
        config,
        schema: {
          tags,
          summary: `Export the ${kind} view with these filters as CSV in the background`,
          body: z.object({ query: queryOf[kind] }),
          response: { 202: DataExport },
        },
      },
      async (request, reply) => {
        // Already valid for this kind; parsed again only to pair the kind with its query's type.
        const input = CreateDataExport.parse({ kind, query: request.body.query });
        const created = await app.rpc.call('crm.exports.create', input, request.rpcContext());
        return reply.status(202).send(created);
      },
    );

    app.get(
      '/',
      { config, schema: { tags, summary: 'My recent exports', response: { 200: DataExportList } } },
      (request) => app.rpc.call('crm.exports.list', { kind }, request.rpcContext()),
    );

    app.get(
      '/:id/download',
      { config, schema: { tags, summary: 'The finished CSV file (row count in X-Row-Count)', params } },
      async (request, reply) => {
        const file = await app.rpc.call('crm.exports.file', { id: request.params.id, kind }, request.rpcContext());
        const object = await (await bucket()).get(file.objectName);
        if (!object) throw new AppError('not_found', 'This export has expired');
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
        reply.header('x-row-count', String(file.rows));
        return reply.send(Readable.fromWeb(object.data as unknown as WebReadableStream<Uint8Array>));
      },
    );
  };
