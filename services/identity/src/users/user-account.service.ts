import type { NewUserInput, User } from '@smartcrm/contracts';
import type { PlanCache, UnitOfWork } from '@smartcrm/kit';
import { hashPassword } from '../auth/password';
import type { IdentityDb } from '../db/schema';
import { assertSeatFree, seatsInUse } from './seat-quota';
import { toUser } from './user.mapper';
import { addUser, findUser } from './user.service';

/** Users made directly (the seed, operators): each takes a seat of the tenant's plan. */
export function createUserAccountService(uow: UnitOfWork<IdentityDb>, plans: PlanCache) {
  const seatLimit = async (tenantId: string) => (await plans.of(tenantId)).quotas.users;

  return {
    async create(tenantId: string, { password, ...input }: NewUserInput): Promise<User> {
      // Hashed before the transaction, so no connection waits on argon2.
      const passwordHash = await hashPassword(password);
      const limit = await seatLimit(tenantId);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        await assertSeatFree(trx, tenantId, limit);
        return addUser(trx, emit, tenantId, input, { passwordHash });
      });
      return toUser(row);
    },
    async seatUsage(tenantId: string) {
      const limit = await seatLimit(tenantId);
      return { limit, used: await uow.withTenant(tenantId, (trx) => seatsInUse(trx, tenantId)) };
    },
    findByEmail: (tenantId: string, email: string) => uow.withTenant(tenantId, (trx) => findUser(trx, email)),
  };
}
export type UserAccountService = ReturnType<typeof createUserAccountService>;
