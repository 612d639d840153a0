import { type Contact, ContactListQuery } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvPages } from '../../../platform/csv-download';

// Headers an import maps back to the same fields, so an export can be imported again.
const columns = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['position', 'Position'],
  ['title', 'Title'],
  ['industry', 'Industry'],
  ['status', 'Status'],
  ['interestLevel', 'Interest Level'],
  ['source', 'Source'],
  ['tags', 'Tags'],
  ['city', 'City'],
  ['state', 'State'],
  ['country', 'Country'],
  ['linkedin', 'LinkedIn'],
  ['twitter', 'Twitter'],
  ['website', 'Website'],
  ['leadScore', 'Lead Score'],
  ['lastContact', 'Last Contact'],
  ['createdAt', 'Created At'],
].map(([key, header]) => ({ key: key!, header: header! }));

const toRecord = (c: Contact) => ({
  ...c,
  tags: c.tags.join('; '),
  ...c.location,
  ...c.socialProfiles,
});

/** `GET /api/contacts/export.csv`: the contacts list with the same filters, every page, streamed. */
const contactExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export.csv',
    {
      config: { permission: 'contacts_csv' },
      schema: {
        tags: ['contacts'],
        summary: 'The filtered list as CSV (streamed; row count in the X-Row-Count trailer)',
        querystring: ContactListQuery.omit({ cursor: true, limit: true }),
      },
    },
    (request, reply) => {
      const ctx = request.rpcContext();
      return sendCsvPages(
        reply,
        'contacts.csv',
        columns,
        (cursor) => app.rpc.call('crm.contacts.list', { ...request.query, cursor, limit: 200 }, ctx),
        toRecord,
      );
    },
  );
};
export default contactExportRoutes;
