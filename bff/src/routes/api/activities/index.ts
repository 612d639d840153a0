import { Activity, ActivityDraft, ActivityListQuery, ActivityPage, ActivityPatch } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const tags = ['activities'];
/** Contacts' and deals' permissions guard the timelines; an API key needs the activities scopes. */
const apiArea = 'activities' as const;

/** The timelines of contacts and deals; the parent record's visibility applies (hidden = 404). */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, permission, parent] of [
    ['/api/contacts/:id/activities', 'contacts', 'contactId'],
    ['/api/deals/:id/activities', 'pipeline', 'dealId'],
  ] as const) {
    const config = { permission, apiArea };
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'The timeline, newest first',
          params,
          querystring: ActivityListQuery,
          response: { 200: ActivityPage },
        },
      },
      (request) =>
        app.rpc.call(
          'crm.activities.list',
          { ...request.query, parent: { [parent]: request.params.id } },
          request.rpcContext(),
        ),
    );
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Log a note, call or email',
          params,
          body: ActivityDraft,
          response: { 201: Activity },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await app.rpc.call(
              'crm.activities.log',
              { parent: { [parent]: request.params.id }, activity: request.body },
              request.rpcContext(),
            ),
          ),
    );
  }
  const config = { permission: 'contacts', apiArea } as const;
  app.patch(
    '/api/activities/:id',
    {
      config,
      schema: { tags, summary: 'Edit your own note', params, body: ActivityPatch, response: { 200: Activity } },
    },
    (request) =>
      app.rpc.call('crm.activities.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/api/activities/:id',
    { config, schema: { tags, summary: 'Delete your own note', params, response: { 200: params } } },
    (request) => app.rpc.call('crm.activities.delete', request.params, request.rpcContext()),
  );
};
export default activityRoutes;
// Timelines hang under two parents (contacts and deals), so the plugin names its full paths.
export const prefixOverride = '';
