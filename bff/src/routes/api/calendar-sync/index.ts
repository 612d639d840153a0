import {
  Ack,
  CalendarConnection,
  CalendarConnectionDraft,
  CalendarConnectionList,
  calendarSignInWaitMs,
  ExternalBusyList,
  ExternalBusyQuery,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = { permission: 'calendar' } as const;
const tags = ['calendar sync'];
// Connecting and syncing talk to the CalDAV server: longer than an ordinary call.
const remote = { timeoutMs: calendarSignInWaitMs };

/** The signed-in user's connected calendar (CalDAV); crm's calendar sync owns it. */
const calendarSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Your connected calendars and their sync state',
        response: { 200: CalendarConnectionList },
      },
    },
    (request) => app.rpc.call('crm.calendar_sync.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Connect a CalDAV calendar: signs in and finds the calendar first',
        body: CalendarConnectionDraft,
        response: { 201: CalendarConnection },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.rpc.call('crm.calendar_sync.connect', request.body, request.rpcContext(), remote)),
  );
  app.post(
    '/:id/sync',
    { config, schema: { tags, summary: 'Sync the calendar now', params, response: { 200: CalendarConnection } } },
    (request) => app.rpc.call('crm.calendar_sync.sync', request.params, request.rpcContext(), remote),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Disconnect the calendar', params, response: { 200: Ack } } },
    (request) => app.rpc.call('crm.calendar_sync.disconnect', request.params, request.rpcContext()),
  );
  app.get(
    '/busy',
    {
      config,
      schema: {
        tags,
        summary: 'Your busy times from your calendar in [from, to) (read-only)',
        querystring: ExternalBusyQuery,
        response: { 200: ExternalBusyList },
      },
    },
    (request) => app.rpc.call('crm.calendar_sync.busy', request.query, request.rpcContext()),
  );
};
export default calendarSyncRoutes;
