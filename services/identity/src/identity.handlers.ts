import { type PlanCache, type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { createAuthService } from './auth/auth.service';
import { hashPassword } from './auth/password';
import type { IdentityDb } from './db/schema';
import { assertSeatFree, seatsInUse } from './users/seat-quota';
import { toUser } from './users/user.mapper';
import { addUser, findUser } from './users/user.service';

/** Sign-up, sign-in, sessions and the seed's user creation. */
export const identityHandlers = (
  auth: ReturnType<typeof createAuthService>,
  uow: UnitOfWork<IdentityDb>,
  plans: PlanCache,
) =>
  ({
    'identity.auth.sign_up': (input) => auth.signUp(input),
    'identity.auth.sign_in': (input, ctx) => auth.signIn(requireTenant(ctx), input),
    'identity.auth.sign_out': async ({ token }, ctx) => {
      await auth.signOut(requireTenant(ctx), token);
      return { ok: true };
    },
    'identity.sessions.resolve': ({ token }, ctx) => auth.resolveSession(requireTenant(ctx), token),
    'identity.users.create': async ({ password, ...input }, ctx) => {
      const tenantId = requireTenant(ctx);
      const passwordHash = await hashPassword(password);
      const { users } = (await plans.of(tenantId)).quotas;
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        await assertSeatFree(trx, tenantId, users);
        return addUser(trx, emit, tenantId, input, { passwordHash });
      });
      return toUser(row);
    },
    'identity.quotas.usage': async (_input, ctx) => {
      const tenantId = requireTenant(ctx);
      const { users } = (await plans.of(tenantId)).quotas;
      return { limit: users, used: await uow.withTenant(tenantId, (trx) => seatsInUse(trx, tenantId)) };
    },
    'identity.users.find_by_email': ({ email }, ctx) =>
      uow.withTenant(requireTenant(ctx), (trx) => findUser(trx, email)),
  }) satisfies Partial<RpcHandlers<'identity'>>;
