import { AppError, type AiCreditUsage, assertQuota, quotaExceeded, type RpcContext } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { TenantDb } from '../db/schema';
import { findPlanOfTenant } from '../plans/plan.repository';
import { findUsage, spendCredits } from './ai-credit.repository';

/** Credits count per calendar month in UTC: the first day of it names the month. */
export const monthOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/** AI credits a month (spec 001 §9): the AI service spends them before it calls a model. */
export function createAiCreditService(uow: UnitOfWork<TenantDb>) {
  async function limitOf(tenantId: string): Promise<number | null> {
    const plan = await uow.withPlatform((trx) => findPlanOfTenant(trx, tenantId));
    if (!plan) throw new AppError('not_found', 'No such workspace');
    return plan.max_ai_credits;
  }

  return {
    async usage(ctx: RpcContext, now = new Date()): Promise<AiCreditUsage> {
      const tenantId = requireTenant(ctx);
      const month = monthOf(now);
      const limit = await limitOf(tenantId);
      const row = await uow.withTenant(tenantId, (trx) => findUsage(trx, tenantId, month));
      return { month, limit, used: row?.used ?? 0 };
    },

    async consume(credits: number, ctx: RpcContext, now = new Date()): Promise<AiCreditUsage> {
      const tenantId = requireTenant(ctx);
      const month = monthOf(now);
      const limit = await limitOf(tenantId);
      return uow.withTenant(tenantId, async (trx) => {
        const before = (await findUsage(trx, tenantId, month))?.used ?? 0;
        assertQuota('aiCredits', limit, before, credits);
        const spent = await spendCredits(trx, tenantId, month, credits, limit);
        // Another spender took the last credits between the read and the write.
        if (!spent) throw quotaExceeded('aiCredits', limit ?? 0, before);
        return { month, limit, used: spent.used };
      });
    },
  };
}
