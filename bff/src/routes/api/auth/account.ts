import { ChangePasswordInput, SessionIdParams, SessionsResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressAndWorkspace } from '../../../platform/client-address';
import { sessionCookie } from '../../../platform/session-cookie';

const tags = ['auth'];

/** The signed-in user's own security: password and sessions. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/change-password',
    {
      // A stolen session must not be a way to guess the password at leisure.
      config: { rateLimit: perAddressAndWorkspace(app.config.SIGNIN_RATE_LIMIT) },
      schema: {
        tags,
        summary: 'Change the password (needs the current one); signs out every other session',
        body: ChangePasswordInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { sessionId, user } = request.session!;
      await app.rpc.call('identity.auth.change_password', { ...request.body, sessionId }, request.rpcContext());
      app.sessions.dropUser(user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions',
    { schema: { tags, summary: "The signed-in user's active sessions", response: { 200: SessionsResponse } } },
    (request) =>
      app.rpc.call('identity.sessions.list', { currentSessionId: request.session!.sessionId }, request.rpcContext()),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign out one of your sessions (this one included)',
        params: SessionIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.rpc.call('identity.sessions.revoke', { sessionId: request.params.id }, request.rpcContext());
      app.sessions.dropSession(request.params.id);
      if (request.params.id === request.session!.sessionId) sessionCookie.clear(reply);
      return reply.status(204).send(null);
    },
  );
};
export default accountRoutes;
