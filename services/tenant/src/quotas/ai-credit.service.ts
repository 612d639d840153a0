import { AppError, type AiCreditUsage, assertQuota, quotaExceeded, type RpcContext } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { TenantDb } from '../db/schema';
import { claimCharge, findUsage, spendCredits } from './ai-credit.repository';

const noSuchWorkspace = () => new AppError('not_found', 'No such workspace');

/** Credits count per calendar month in UTC: the first day of it names the month. */
export const monthOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/** AI credits a month (spec 001 §9): the AI service spends them before it calls a model. */
export function createAiCreditService(uow: UnitOfWork<TenantDb>) {
  /** Credits that did not fit: the error says how many are left. */
  async function refuse(
    db: Kysely<TenantDb>,
    tenantId: string,
    month: string,
    limit: number | null,
    credits: number,
  ): Promise<never> {
    const used = (await findUsage(db, tenantId, month))?.used ?? 0;
    assertQuota('aiCredits', limit, used, credits);
    // Another spender took the last credits between the spend and this read.
    throw quotaExceeded('aiCredits', limit ?? 0, used);
  }

  async function usage(ctx: RpcContext, now = new Date()): Promise<AiCreditUsage> {
    const tenantId = requireTenant(ctx);
    const month = monthOf(now);
    const row = await uow.read(tenantId, (db) => findUsage(db, tenantId, month));
    if (!row) throw noSuchWorkspace();
    return { month, limit: row.limit, used: row.used ?? 0 };
  }

  return {
    usage,

    /**
     * Spends `credits`; under a `chargeId` at most once: the claim and the spend commit together, so
     * a repeat answers the month's usage without spending, and a refused spend leaves no claim.
     */
    async consume(credits: number, ctx: RpcContext, chargeId?: string, now = new Date()): Promise<AiCreditUsage> {
      const tenantId = requireTenant(ctx);
      const month = monthOf(now);
      const spent = await uow.withTenant(tenantId, async (trx) => {
        if (chargeId && !(await claimCharge(trx, tenantId, chargeId, credits, month))) return 'charged before';
        const row = await spendCredits(trx, tenantId, month, credits);
        if (!row) throw noSuchWorkspace();
        if (row.used === null) return refuse(trx, tenantId, month, row.limit, credits);
        return row;
      });
      if (spent === 'charged before') return usage(ctx, now);
      return { month, limit: spent.limit, used: spent.used as number };
    },
  };
}
