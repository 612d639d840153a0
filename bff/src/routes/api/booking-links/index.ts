import { BookingToken, PublicBooking, RescheduleInput } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressAndWorkspace } from '../../../platform/client-address';

const params = z.object({ token: BookingToken });
const tags = ['booking pages'];
// The visitor's own booking: no sign-in; the token of the confirmation's links is the secret.
const config = { public: true, rateLimit: perAddressAndWorkspace(30) } as const;

const bookingLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token',
    { config, schema: { tags, summary: 'A booking, by its link', params, response: { 200: PublicBooking } } },
    (request) => app.rpc.call('crm.bookings.get', request.params, request.rpcContext()),
  );
  app.post(
    '/:token/cancel',
    { config, schema: { tags, summary: 'Cancel a booking by its link', params, response: { 200: PublicBooking } } },
    (request) => app.rpc.call('crm.bookings.cancel', request.params, request.rpcContext()),
  );
  app.post(
    '/:token/reschedule',
    {
      config,
      schema: {
        tags,
        summary: 'Move a booking to another free time by its link',
        params,
        body: RescheduleInput,
        response: { 200: PublicBooking },
      },
    },
    (request) =>
      app.rpc.call(
        'crm.bookings.reschedule',
        { token: request.params.token, change: request.body },
        request.rpcContext(),
      ),
  );
};
export default bookingLinkRoutes;
