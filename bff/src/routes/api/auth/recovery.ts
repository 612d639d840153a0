import {
  AcceptInviteInput,
  AuthResponse,
  ForgotPasswordInput,
  InvitePreview,
  OneTimeToken,
  ResetPasswordInput,
  TenantInfo,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf, perAccount, perAddressAndWorkspace } from '../../../platform/client-address';
import { sessionCookie } from '../../../platform/session-cookie';
import { client, roleView } from '../../../platform/signed-in-user';

const tags = ['auth'];

/** Getting in without a password: forgot/reset password and invitations (public, rate limited). */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { public: true, rateLimit: perAddressAndWorkspace(app.config.SIGNIN_RATE_LIMIT) };

  app.post(
    '/forgot-password',
    {
      config,
      preValidation: perAccount(app, 'forgot-password', app.config.SIGNIN_RATE_LIMIT),
      schema: {
        tags,
        summary: 'Mail a reset link; the answer is the same whether or not the email has an account',
        body: ForgotPasswordInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const appUrl = await appUrlOf(request, app.config.APP_URL);
      await app.rpc.call('identity.auth.request_password_reset', { ...request.body, appUrl }, request.rpcContext());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with a reset link; signs the user out everywhere',
        body: ResetPasswordInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { userId } = await app.rpc.call('identity.auth.reset_password', request.body, request.rpcContext());
      app.sessions.dropUser(userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invitation',
    {
      config,
      schema: {
        tags,
        summary: 'Whom an invitation link invites (the token stays unused)',
        body: z.object({ token: OneTimeToken }),
        response: { 200: InvitePreview },
      },
    },
    (request) => app.rpc.call('identity.auth.peek_invite', request.body, request.rpcContext()),
  );

  app.post(
    '/accept-invite',
    {
      config,
      schema: {
        tags,
        summary: 'Accept an invitation: set name and password, and sign in',
        body: AcceptInviteInput,
        response: { 200: AuthResponse },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, client: client(request) };
      const result = await app.rpc.call('identity.auth.accept_invite', input, request.rpcContext());
      sessionCookie.set(reply, result.token, result.expiresAt, app.config.COOKIE_SECURE);
      return { user: roleView(result.user), support: null, tenant: TenantInfo.parse(request.tenant) };
    },
  );
};
export default recoveryRoutes;
