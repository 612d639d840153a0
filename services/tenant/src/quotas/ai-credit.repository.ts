import { type Kysely, sql } from 'kysely';
import type { TenantDb } from '../db/schema';

type Db = Kysely<TenantDb>;

export const findUsage = (db: Db, tenantId: string, month: string) =>
  db
    .selectFrom('ai_credit_usage')
    .select('used')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .executeTakeFirst();

/**
 * Spends `credits` in one statement when they fit under `limit` (null: unlimited), so two
 * concurrent spenders cannot both take the last credit; undefined when they do not fit.
 */
export const spendCredits = (db: Db, tenantId: string, month: string, credits: number, limit: number | null) =>
  db
    .insertInto('ai_credit_usage')
    .values({ tenant_id: tenantId, month, used: credits })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'month'])
        .doUpdateSet({ used: sql<number>`ai_credit_usage.used + excluded.used`, updated_at: new Date() })
        .where(sql<boolean>`${limit}::int IS NULL OR ai_credit_usage.used + excluded.used <= ${limit}::int`),
    )
    .returning('used')
    .executeTakeFirst();
