import { ContactExportQuery, contactCsvColumns, contactCsvRecord } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvPages } from '../../../platform/csv-download';

/** `GET /api/contacts/export.csv`: the contacts list with the same filters, every page, streamed. */
const contactExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export.csv',
    {
      config: { permission: 'contacts_csv' },
      schema: {
        tags: ['contacts'],
        summary: 'The filtered list as CSV (streamed; row count in the X-Row-Count trailer)',
        querystring: ContactExportQuery,
      },
    },
    async (request, reply) => {
      const ctx = request.rpcContext();
      // Owners by email, as the import reads them back.
      const members = await app.rpc.call('crm.members.list', {}, ctx);
      const owners = new Map(members.items.map((m) => [m.userId, m.email]));
      return sendCsvPages(
        reply,
        'contacts.csv',
        contactCsvColumns,
        (cursor) => app.rpc.call('crm.contacts.list', { ...request.query, cursor, limit: 200 }, ctx),
        (contact) => contactCsvRecord(contact, owners.get(contact.ownerId ?? '') ?? null),
      );
    },
  );
};
export default contactExportRoutes;
