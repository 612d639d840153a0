import { CallLogPage, CallLogQuery, IceServers, PresenceList } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Calling is the spec's "communication" permission (every role has it).
const config = { permission: 'communication' } as const;
const tags = ['calls'];

/** The REST side of calls; making and taking them happens on the WebSocket (/ws). */
const callRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calls',
    {
      config,
      schema: {
        tags,
        summary: 'Your call log, newest first',
        querystring: CallLogQuery,
        response: { 200: CallLogPage },
      },
    },
    (request) => app.rpc.call('signalling.calls.log', request.query, request.rpcContext()),
  );
  app.get(
    '/calls/ice-servers',
    {
      config,
      schema: {
        tags,
        summary: 'STUN and TURN servers for a peer connection (TURN credentials expire after ttlSeconds)',
        response: { 200: IceServers },
      },
    },
    async (request, reply) => {
      // Short-lived credentials: never from a cache.
      reply.header('cache-control', 'no-store');
      return app.rpc.call('signalling.ice_servers.get', {}, request.rpcContext());
    },
  );
  app.get(
    '/presence',
    {
      config,
      schema: { tags, summary: 'Who of the workspace is online, and in which call', response: { 200: PresenceList } },
    },
    (request) => app.rpc.call('signalling.presence.list', {}, request.rpcContext()),
  );
};
export default callRoutes;
