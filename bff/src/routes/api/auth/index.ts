import { AuthResponse, SignInInput, SignUpInput, TenantInfo, UserRoleResponse } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressAndWorkspace } from '../../../platform/client-address';
import { sessionCookie } from '../../../platform/session-cookie';
import { client, roleView } from '../../../platform/signed-in-user';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      config: { public: true, tenant: 'none', rateLimit: { max: app.config.SIGNUP_RATE_LIMIT, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a workspace on its free trial (on the chosen plan) and its first user',
        body: SignUpInput,
        response: { 201: AuthResponse },
      },
    },
    async (request, reply) => {
      const result = await app.rpc.call(
        'identity.auth.sign_up',
        { ...request.body, client: client(request), trial: true },
        request.rpcContext(),
      );
      sessionCookie.set(reply, result.token, result.expiresAt, app.config.COOKIE_SECURE);
      const tenant = TenantInfo.parse(result.tenant);
      return reply.status(201).send({ user: roleView(result.user), support: null, tenant });
    },
  );

  app.post(
    '/signin',
    {
      config: {
        public: true,
        // Per account, identity locks after 10 failures (known address or not).
        rateLimit: perAddressAndWorkspace(app.config.SIGNIN_RATE_LIMIT),
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the resolved workspace',
        body: SignInInput,
        response: { 200: AuthResponse },
      },
    },
    async (request, reply) => {
      const result = await app.rpc.call(
        'identity.auth.sign_in',
        { ...request.body, client: client(request) },
        request.rpcContext(),
      );
      sessionCookie.set(reply, result.token, result.expiresAt, app.config.COOKIE_SECURE);
      return { user: roleView(result.user), support: null, tenant: TenantInfo.parse(request.tenant) };
    },
  );

  app.post(
    '/signout',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[sessionCookie.name];
      if (token) {
        app.sessions.delete(request.tenant!.id, token);
        await app.rpc.call('identity.auth.sign_out', { token }, request.rpcContext());
      }
      sessionCookie.clear(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user-role',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's role and permissions",
        response: { 200: UserRoleResponse },
      },
    },
    async (request) => {
      const { user, support, expiresAt } = request.session!;
      return { user: roleView(user), support: support && { ...support, expiresAt } };
    },
  );
};
export default authRoutes;
