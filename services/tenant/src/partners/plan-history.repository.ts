import type { Kysely } from 'kysely';
import type { TenantDb } from '../db/schema';

type Db = Kysely<TenantDb>;

/** Dates a tenant's plan and status from now on; revenue statements prorate by it. */
export const recordPlanChange = (db: Db, tenantId: string, plan: string, status: 'active' | 'suspended') =>
  db.insertInto('tenant_plan_history').values({ tenant_id: tenantId, plan, status }).execute();

/** Every change of these tenants up to `before`, oldest first per tenant. */
export const planHistoryOf = (db: Db, tenantIds: string[], before: Date) =>
  tenantIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('tenant_plan_history')
        .select(['tenant_id', 'changed_at', 'plan', 'status'])
        .where('tenant_id', 'in', tenantIds)
        .where('changed_at', '<', before)
        .orderBy('tenant_id')
        .orderBy('id')
        .execute();
