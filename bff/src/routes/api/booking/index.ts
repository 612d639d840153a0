import {
  BookingInput,
  MeetingTypeSlug,
  PublicBooking,
  PublicMeetingType,
  SlotDays,
  SlotQuery,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf, perAddressAndWorkspace } from '../../../platform/client-address';

const params = z.object({ slug: MeetingTypeSlug });
const tags = ['booking pages'];
// A visitor's page: no sign-in, on the workspace's own address; another workspace's slug is not found.
const read = { public: true, rateLimit: perAddressAndWorkspace(120) } as const;
const write = { public: true, rateLimit: perAddressAndWorkspace(10) } as const;

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:slug',
    {
      config: read,
      schema: { tags, summary: 'A booking page as its visitor sees it', params, response: { 200: PublicMeetingType } },
    },
    (request) => app.rpc.call('crm.bookings.meeting_type', request.params, request.rpcContext()),
  );
  app.get(
    '/:slug/slots',
    {
      config: read,
      schema: {
        tags,
        summary: "Free times on the visitor's days [from, to], in their time zone",
        params,
        querystring: SlotQuery,
        response: { 200: SlotDays },
      },
    },
    (request) =>
      app.rpc.call('crm.bookings.slots', { slug: request.params.slug, query: request.query }, request.rpcContext()),
  );
  app.post(
    '/:slug',
    {
      config: write,
      schema: {
        tags,
        summary: 'Book a free time (409 with the next free times when it was just taken)',
        params,
        body: BookingInput,
        response: { 201: PublicBooking },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.rpc.call(
          'crm.bookings.book',
          {
            slug: request.params.slug,
            booking: request.body,
            linkBase: await appUrlOf(request, app.config.APP_URL),
          },
          request.rpcContext(),
        ),
      ),
  );
};
export default bookingRoutes;
