import { type Kysely, sql } from 'kysely';
import type { TenantDb } from '../db/schema';

type Db = Kysely<TenantDb>;

/** The workspace's plan limit (null: unlimited) and its credits used in `month`, in one statement. */
export async function findUsage(db: Db, tenantId: string, month: string) {
  const { rows } = await sql<{ limit: number | null; used: number | null }>`
    SELECT p.max_ai_credits AS "limit",
      (SELECT u.used FROM ai_credit_usage u WHERE u.tenant_id = t.id AND u.month = ${month}::date) AS used
    FROM tenants t JOIN plans p ON p.id = t.plan
    WHERE t.id = ${tenantId}::uuid`.execute(db);
  return rows[0];
}

/**
 * Spends `credits` in one statement when they fit under the plan's limit, so two concurrent
 * spenders cannot both take the last credit. `used` is null when they do not fit; no row at
 * all when there is no such workspace.
 */
export async function spendCredits(db: Db, tenantId: string, month: string, credits: number) {
  const { rows } = await sql<{ limit: number | null; used: number | null }>`
    WITH plan AS (
      SELECT p.max_ai_credits AS lim FROM tenants t JOIN plans p ON p.id = t.plan WHERE t.id = ${tenantId}::uuid
    ), spent AS (
      INSERT INTO ai_credit_usage (tenant_id, month, used)
      SELECT ${tenantId}::uuid, ${month}::date, ${credits}::int FROM plan
      WHERE plan.lim IS NULL OR ${credits}::int <= plan.lim
      ON CONFLICT (tenant_id, month) DO UPDATE
        SET used = ai_credit_usage.used + excluded.used, updated_at = now()
        WHERE (SELECT lim FROM plan) IS NULL OR ai_credit_usage.used + excluded.used <= (SELECT lim FROM plan)
      RETURNING used
    )
    SELECT plan.lim AS "limit", (SELECT used FROM spent) AS used FROM plan`.execute(db);
  return rows[0];
}

/** Claims `chargeId` for a spend; false when a spend under that id was made before. */
export async function claimCharge(db: Db, tenantId: string, chargeId: string, credits: number, month: string) {
  const claimed = await db
    .insertInto('ai_credit_charges')
    .values({ tenant_id: tenantId, charge_id: chargeId, credits, month })
    .onConflict((oc) => oc.columns(['tenant_id', 'charge_id']).doNothing())
    .returning('charge_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
