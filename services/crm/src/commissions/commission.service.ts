import {
  AppError,
  type CommissionPlan,
  type CommissionPlanInput,
  type CommissionStatement,
  type RpcContext,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely, Selectable } from 'kysely';
import type { CrmDb } from '../db/schema';
import { approvedFromRow, draftStatement } from './commission-statement';
import {
  approvedStatement,
  lockRep,
  overlappingApproval,
  plansOf,
  savePlan,
  teamOf,
  wonDeals,
} from './commission.repository';
import { isMember } from '../members/member.repository';
import type { CommissionPlansTable } from './commission.table';

type Period = { userId: string; from: string; to: string };

const toPlan = (row: Selectable<CommissionPlansTable>): CommissionPlan => ({
  userId: row.user_id,
  currency: row.currency,
  ratePercent: Number(row.rate_percent),
  quota: row.quota,
  tiers: row.tiers,
  updatedAt: row.updated_at.toISOString(),
});

/** Admins see every rep's figures; a rep their own and, as a manager, their team's; null is everyone. */
async function visibleReps(db: Kysely<CrmDb>, ctx: RpcContext): Promise<string[] | null> {
  const actor = ctx.actor;
  if (actor?.role !== 'regular_user') return null;
  return [actor.userId, ...(await teamOf(db, actor.userId))];
}

async function assertVisible(db: Kysely<CrmDb>, ctx: RpcContext, userId: string) {
  const reps = await visibleReps(db, ctx);
  if (reps && !reps.includes(userId)) throw new AppError('forbidden', "Another rep's commissions are not yours to see");
}

async function draft(db: Kysely<CrmDb>, period: Period): Promise<CommissionStatement> {
  const [plan] = await plansOf(db, [period.userId]);
  if (!plan) throw new AppError('not_found', 'This rep has no commission plan', { field: 'userId' });
  return draftStatement(plan, period, await wonDeals(db, period.userId, period.from, period.to));
}

/** Commission plans per rep and their statements: drafts computed at each read, locked once approved. */
export function createCommissionService(uow: UnitOfWork<CrmDb>) {
  return {
    async listPlans(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), async (db) => plansOf(db, await visibleReps(db, ctx)));
      return { items: rows.map(toPlan) };
    },

    async setPlan(plan: CommissionPlanInput, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx) => {
        if (!(await isMember(trx, plan.userId))) {
          throw new AppError('bad_input', 'No such member of the workspace', { field: 'userId' });
        }
        return savePlan(trx, tenantId, plan);
      });
      return toPlan(row);
    },

    /** The approved statement of exactly this period, or a draft from today's won deals. */
    statement: (period: Period, ctx: RpcContext) =>
      uow.read(requireTenant(ctx), async (db) => {
        await assertVisible(db, ctx, period.userId);
        const approved = await approvedStatement(db, period.userId, period.from, period.to);
        return approved ? approvedFromRow(approved) : draft(db, period);
      }),

    /** Keeps the draft's lines and figures as they are now; a period overlapping an approved one is refused. */
    async approve(period: Period, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        await assertVisible(trx, ctx, period.userId);
        await lockRep(trx, period.userId);
        const overlap = await overlappingApproval(trx, period.userId, period.from, period.to);
        if (overlap) {
          throw new AppError(
            'conflict',
            `A statement from ${overlap.from_day} covering these days is already approved`,
          );
        }
        const s = await draft(trx, period);
        await trx
          .insertInto('commission_statements')
          .values({
            tenant_id: tenantId,
            user_id: s.userId,
            period_from: s.from,
            period_to: s.to,
            currency: s.currency,
            quota: s.quota,
            attainment: s.attainment,
            rate_percent: s.ratePercent,
            lines: JSON.stringify(s.lines),
            won: s.totals.won,
            commission: s.totals.commission,
            approved_by: ctx.actor?.userId ?? null,
          })
          .execute();
        const saved = await approvedStatement(trx, s.userId, s.from, s.to);
        if (!saved) throw new AppError('internal', 'The approved statement was not saved');
        return approvedFromRow(saved);
      });
    },
  };
}
export type CommissionService = ReturnType<typeof createCommissionService>;
