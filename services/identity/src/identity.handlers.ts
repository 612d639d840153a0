import { type RpcHandlers, requireTenant } from '@smartcrm/kit';
import type { createAuthService } from './auth/auth.service';
import type { UserAccountService } from './users/user-account.service';

/** Sign-up, sign-in, sessions and the seed's user creation. */
export const identityHandlers = (auth: ReturnType<typeof createAuthService>, accounts: UserAccountService) =>
  ({
    'identity.auth.sign_up': (input) => auth.signUp(input),
    'identity.auth.sign_in': (input, ctx) => auth.signIn(requireTenant(ctx), input),
    'identity.auth.sign_out': async ({ token }, ctx) => {
      await auth.signOut(requireTenant(ctx), token);
      return { ok: true };
    },
    'identity.sessions.resolve': ({ token }, ctx) => auth.resolveSession(requireTenant(ctx), token),
    'identity.users.create': (input, ctx) => accounts.create(requireTenant(ctx), input),
    'identity.quotas.usage': (_input, ctx) => accounts.seatUsage(requireTenant(ctx)),
    'identity.users.find_by_email': ({ email }, ctx) => accounts.findByEmail(requireTenant(ctx), email),
  }) satisfies Partial<RpcHandlers<'identity'>>;
