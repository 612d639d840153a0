import { ContactRequestListQuery, ContactRequestPage, NewsletterListQuery, NewsletterPage } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvPages } from '../../../platform/csv-download';

const tags = ['public site'];
const operator = { operator: true } as const;

const subscriberColumns = [
  { key: 'email', header: 'Email' },
  { key: 'status', header: 'Status' },
  { key: 'createdAt', header: 'Subscribed at' },
  { key: 'confirmedAt', header: 'Confirmed at' },
];

/** What the public site collected, for platform operators: newsletter subscribers and contact messages. */
const operatorInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsletter',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first',
        querystring: NewsletterListQuery,
        response: { 200: NewsletterPage },
      },
    },
    (request) => app.rpc.call('identity.newsletter.list', request.query, request.rpcContext()),
  );

  app.get(
    '/newsletter/export',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Every newsletter subscriber as CSV',
        querystring: NewsletterListQuery.pick({ status: true }),
      },
    },
    (request, reply) =>
      sendCsvPages(
        reply,
        'newsletter-subscribers.csv',
        subscriberColumns,
        async (after) => {
          const query = { status: request.query.status, after, limit: 100 };
          const page = await app.rpc.call('identity.newsletter.list', query, request.rpcContext());
          return { items: page.subscribers, nextCursor: page.nextCursor };
        },
        (subscriber) => ({ ...subscriber, confirmedAt: subscriber.confirmedAt ?? '' }),
      ),
  );

  app.get(
    '/contact-requests',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Messages sent through the contact form, newest first',
        querystring: ContactRequestListQuery,
        response: { 200: ContactRequestPage },
      },
    },
    (request) => app.rpc.call('identity.contact_requests.list', request.query, request.rpcContext()),
  );
};
export default operatorInboxRoutes;
