import { AppError, type AiCreditUsage, assertQuota, quotaExceeded, type RpcContext } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { TenantDb } from '../db/schema';
import { findUsage, spendCredits } from './ai-credit.repository';

const noSuchWorkspace = () => new AppError('not_found', 'No such workspace');

/** Credits count per calendar month in UTC: the first day of it names the month. */
export const monthOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/** AI credits a month (spec 001 §9): the AI service spends them before it calls a model. */
export function createAiCreditService(uow: UnitOfWork<TenantDb>) {
  return {
    async usage(ctx: RpcContext, now = new Date()): Promise<AiCreditUsage> {
      const tenantId = requireTenant(ctx);
      const month = monthOf(now);
      const row = await uow.read(tenantId, (db) => findUsage(db, tenantId, month));
      if (!row) throw noSuchWorkspace();
      return { month, limit: row.limit, used: row.used ?? 0 };
    },

    async consume(credits: number, ctx: RpcContext, now = new Date()): Promise<AiCreditUsage> {
      const tenantId = requireTenant(ctx);
      const month = monthOf(now);
      const spent = await uow.read(tenantId, (db) => spendCredits(db, tenantId, month, credits));
      if (!spent) throw noSuchWorkspace();
      if (spent.used !== null) return { month, limit: spent.limit, used: spent.used };
      // They did not fit: the error says how many are left.
      const usage = await uow.read(tenantId, (db) => findUsage(db, tenantId, month));
      const used = usage?.used ?? 0;
      assertQuota('aiCredits', spent.limit, used, credits);
      // Another spender took the last credits between the spend and this read.
      throw quotaExceeded('aiCredits', spent.limit ?? 0, used);
    },
  };
}
