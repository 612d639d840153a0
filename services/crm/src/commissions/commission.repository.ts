import type { CommissionPlanInput } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

export const plansOf = (db: Kysely<CrmDb>, userIds: string[] | null) => {
  const all = db.selectFrom('commission_plans').selectAll().orderBy('user_id');
  return (userIds ? all.where('user_id', 'in', userIds.length ? userIds : ['']) : all).execute();
};

export const savePlan = (db: Kysely<CrmDb>, tenantId: string, plan: CommissionPlanInput) => {
  const values = {
    currency: plan.currency,
    rate_percent: plan.ratePercent,
    quota: plan.quota,
    tiers: JSON.stringify(plan.tiers),
  };
  return db
    .insertInto('commission_plans')
    .values({ tenant_id: tenantId, user_id: plan.userId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ ...values, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** The members whose manager is `userId`. */
export const teamOf = async (db: Kysely<CrmDb>, userId: string) =>
  (await db.selectFrom('members').select('user_id').where('manager_id', '=', userId).execute()).map((r) => r.user_id);

/** The rep's deals won between the two days (both included), oldest first. */
export const wonDeals = (db: Kysely<CrmDb>, userId: string, from: string, to: string) =>
  db
    .selectFrom('deals')
    .select(['id', 'title', 'value', sql<string>`to_char(actual_close_date, 'YYYY-MM-DD')`.as('closed_on')])
    .where('owner_id', '=', userId)
    .where('status', '=', 'won')
    .where('deleted_at', 'is', null)
    .where('actual_close_date', '>=', from)
    .where('actual_close_date', '<=', to)
    .orderBy('actual_close_date')
    .orderBy('id')
    .execute();

const statementColumns = (db: Kysely<CrmDb>) =>
  db
    .selectFrom('commission_statements')
    .selectAll()
    .select([
      sql<string>`to_char(period_from, 'YYYY-MM-DD')`.as('from_day'),
      sql<string>`to_char(period_to, 'YYYY-MM-DD')`.as('to_day'),
    ]);

export const approvedStatement = (db: Kysely<CrmDb>, userId: string, from: string, to: string) =>
  statementColumns(db)
    .where('user_id', '=', userId)
    .where('period_from', '=', from)
    .where('period_to', '=', to)
    .executeTakeFirst();

/** An approved statement of the rep that shares a day with the period. */
export const overlappingApproval = (db: Kysely<CrmDb>, userId: string, from: string, to: string) =>
  db
    .selectFrom('commission_statements')
    .select(sql<string>`to_char(period_from, 'YYYY-MM-DD')`.as('from_day'))
    .where('user_id', '=', userId)
    .where('period_from', '<=', to)
    .where('period_to', '>=', from)
    .executeTakeFirst();

/** Approvals of one rep queue here for the rest of their transaction. */
export const lockRep = (db: Kysely<CrmDb>, userId: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('crm.commissions'), hashtext(${userId}))`.execute(db);

export type StatementRow = NonNullable<Awaited<ReturnType<typeof approvedStatement>>>;
