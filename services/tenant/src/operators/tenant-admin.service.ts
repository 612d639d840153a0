import {
  AppError,
  extendedTrialEnd,
  type RpcContext,
  type Tenant,
  type TenantListQuery,
  type TenantPage,
} from '@smartcrm/contracts';
import { decodeCursor, type Emit, pageOf, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { TenantDb } from '../db/schema';
import { recordPlanChange } from '../partners/plan-history.repository';
import { findPlan } from '../plans/plan.repository';
import { findTenantById, listTenants, setTenantFields, type TenantRow } from '../tenants/tenant.repository';
import { toTenant } from '../tenants/tenant-view';
import { requireOperator } from './operator';

type Db = Kysely<TenantDb>;

export async function tenantOrThrow(trx: Db, tenantId: string): Promise<TenantRow> {
  const row = await findTenantById(trx, tenantId);
  if (!row) throw new AppError('not_found', 'No such workspace');
  return row;
}

/** Caches of the tenant (the BFF's, the shell's) drop it at once. */
export const announceUpdate = (emit: Emit, row: TenantRow, changed: string[]) =>
  emit({ type: 'tenant.tenant.updated', tenantId: row.id, data: { changed, version: row.version } });

/** The platform operators' tenant list (/admin/tenants): search, suspend, reactivate, change plan, extend a trial. */
export function createTenantAdminService(uow: UnitOfWork<TenantDb>) {
  return {
    async list(query: TenantListQuery, ctx: RpcContext): Promise<TenantPage> {
      requireOperator(ctx);
      const after = query.after ? (decodeCursor(query.after, ['time', 'uuid']) as [string, string]) : null;
      const rows = await uow.withPlatform((trx) => listTenants(trx, query.search || null, after, query.limit));
      const page = pageOf(rows, query.limit, (row) => [row.cursor_at, row.id]);
      return {
        tenants: page.items.map((row) => ({
          id: row.id,
          slug: row.slug,
          companyName: row.company_name,
          plan: row.plan,
          status: row.status,
          trialEndsAt: row.trial_ends_at?.toISOString() ?? null,
          createdAt: row.created_at.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** Suspending keeps the data; identity signs the tenant's users out when it hears of it. */
    async setStatus(tenantId: string, status: 'active' | 'suspended', ctx: RpcContext): Promise<Tenant> {
      const by = requireOperator(ctx);
      if (tenantId === ctx.tenantId && status === 'suspended') {
        throw new AppError('forbidden', 'You cannot suspend the workspace you are signed in to');
      }
      const row = await uow.withPlatform(async (trx, emit) => {
        const current = await tenantOrThrow(trx, tenantId);
        if (current.status === status) return current;
        const updated = (await setTenantFields(trx, tenantId, { status }))!;
        await recordPlanChange(trx, tenantId, updated.plan, status);
        emit({ type: 'tenant.tenant.status_changed', tenantId, data: { status, by } });
        announceUpdate(emit, updated, ['status']);
        return updated;
      });
      return toTenant(row);
    },

    async changePlan(tenantId: string, plan: string, ctx: RpcContext): Promise<Tenant> {
      const by = requireOperator(ctx);
      const row = await uow.withPlatform(async (trx, emit) => {
        const current = await tenantOrThrow(trx, tenantId);
        if (!(await findPlan(trx, plan)))
          throw new AppError('bad_input', `No plan called "${plan}"`, { field: 'plan' });
        // Moving a workspace to its paid plan ends its free trial.
        if (current.plan === plan && !current.trial_ends_at) return current;
        const updated = (await setTenantFields(trx, tenantId, { plan, trial_ends_at: null }))!;
        await recordPlanChange(trx, tenantId, plan, updated.status);
        const endedTrial = current.trial_ends_at !== null;
        emit({ type: 'tenant.tenant.plan_changed', tenantId, data: { from: current.plan, to: plan, by, endedTrial } });
        announceUpdate(emit, updated, ['plan', 'features', 'trialEndsAt']);
        return updated;
      });
      return toTenant(row);
    },

    /** A prospect who needs longer to decide: the trial's end moves on, and an expired workspace can write again. */
    async extendTrial(tenantId: string, days: number, ctx: RpcContext): Promise<Tenant> {
      const by = requireOperator(ctx);
      const row = await uow.withPlatform(async (trx, emit) => {
        const current = await tenantOrThrow(trx, tenantId);
        if (!current.trial_ends_at) {
          throw new AppError('conflict', 'This workspace is not on a free trial; change its plan instead');
        }
        const trialEndsAt = extendedTrialEnd(current.trial_ends_at, days);
        const updated = (await setTenantFields(trx, tenantId, { trial_ends_at: trialEndsAt }))!;
        emit({ type: 'tenant.tenant.trial_extended', tenantId, data: { days, to: trialEndsAt.toISOString(), by } });
        announceUpdate(emit, updated, ['trialEndsAt']);
        return updated;
      });
      return toTenant(row);
    },
  };
}
