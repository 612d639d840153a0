import {
  InviteUserInput,
  ManagedUserResponse,
  UpdateRoleInput,
  UserIdParams,
  UserListQuery,
  UserPage,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf } from '../../../../platform/client-address';

const config = { permission: 'user_management' } as const;
const tags = ['admin'];
const params = UserIdParams;
const response = { 200: ManagedUserResponse };
// Validation replaces the query with its parsed value, so the workspace parameter is kept in it.
const querystring = UserListQuery.extend({ tenant: z.string().optional() });

/** User management (spec 001 §2.11): super admins only, within their own workspace. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, summary: 'Search and page through users', querystring, response: { 200: UserPage } } },
    (request) => {
      const { tenant: _tenant, ...query } = request.query;
      return app.rpc.call('identity.users.list', query, request.rpcContext());
    },
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Invite a user by email',
        body: InviteUserInput,
        response: { 201: ManagedUserResponse },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, appUrl: await appUrlOf(request, app.config.APP_URL) };
      const user = await app.rpc.call('identity.users.invite', input, request.rpcContext());
      return reply.status(201).send({ user });
    },
  );

  app.put(
    '/:id/role',
    { config, schema: { tags, summary: "Change a user's role", params, body: UpdateRoleInput, response } },
    async (request) => {
      const input = { userId: request.params.id, role: request.body.role };
      const user = await app.rpc.call('identity.users.update_role', input, request.rpcContext());
      // The user's next request on this instance already has the new role; the event tells the others.
      app.sessions.dropUser(user.id);
      return { user };
    },
  );

  app.post(
    '/:id/deactivate',
    { config, schema: { tags, summary: 'Deactivate a user and sign them out everywhere', params, response } },
    async (request) => {
      const user = await app.rpc.call('identity.users.deactivate', { userId: request.params.id }, request.rpcContext());
      app.sessions.dropUser(user.id);
      return { user };
    },
  );

  app.post(
    '/:id/reactivate',
    { config, schema: { tags, summary: 'Let a deactivated user sign in again', params, response } },
    async (request) => ({
      user: await app.rpc.call('identity.users.reactivate', { userId: request.params.id }, request.rpcContext()),
    }),
  );

  app.post(
    '/:id/password-reset',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a reset link (or the invitation again, to an invited user)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const input = { userId: request.params.id, appUrl: await appUrlOf(request, app.config.APP_URL) };
      await app.rpc.call('identity.users.send_password_reset', input, request.rpcContext());
      return reply.status(204).send(null);
    },
  );
};
export default userRoutes;
