import { type RpcHandlers, requireTenant } from '@smartcrm/kit';
import { requireActor } from '../common/actor';
import type { createAccountService } from './account.service';
import type { createPasswordResetService } from './password-reset.service';

const ack = { ok: true } as const;

/** Password resets, invitations, password changes and the user's own sessions. */
export const accountHandlers = (
  resets: ReturnType<typeof createPasswordResetService>,
  account: ReturnType<typeof createAccountService>,
) =>
  ({
    'identity.auth.request_password_reset': async ({ email, appUrl }, ctx) => {
      await resets.requestReset(requireTenant(ctx), email, appUrl);
      return ack;
    },
    'identity.auth.reset_password': async ({ token, password }, ctx) => ({
      userId: await resets.resetPassword(requireTenant(ctx), token, password),
    }),
    'identity.auth.peek_invite': ({ token }, ctx) => resets.peekInvite(requireTenant(ctx), token),
    'identity.auth.accept_invite': (input, ctx) => resets.acceptInvite(requireTenant(ctx), input),
    'identity.auth.change_password': async (input, ctx) => {
      await account.changePassword(requireActor(ctx), input);
      return ack;
    },
    'identity.sessions.list': async ({ currentSessionId }, ctx) => ({
      sessions: await account.listSessions(requireActor(ctx), currentSessionId),
    }),
    'identity.sessions.revoke': async ({ sessionId }, ctx) => {
      await account.revokeSession(requireActor(ctx), sessionId);
      return ack;
    },
  }) satisfies Partial<RpcHandlers<'identity'>>;
