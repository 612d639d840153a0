import type { Plan } from '@smartcrm/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { PlansTable, TenantDb } from '../db/schema';

type Db = Kysely<TenantDb>;
type PlanRow = Selectable<PlansTable>;
type PlanValues = Pick<
  PlanRow,
  'name' | 'monthly_price' | 'max_users' | 'max_contacts' | 'max_ai_credits' | 'popular' | 'listed'
> & {
  features: string[];
  highlights: string[];
};

/** Cheapest first; `listedOnly`: the plans the public pricing section offers. */
export const listPlans = (db: Db, listedOnly = false) => {
  const query = db.selectFrom('plans').selectAll();
  return (listedOnly ? query.where('listed', '=', true) : query).orderBy('monthly_price').orderBy('id').execute();
};

export const findPlan = (db: Db, id: string) =>
  db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();

export const findPlanOfTenant = (db: Db, tenantId: string) =>
  db
    .selectFrom('tenants')
    .innerJoin('plans', 'plans.id', 'tenants.plan')
    .selectAll('plans')
    .where('tenants.id', '=', tenantId)
    .executeTakeFirst();

export const insertPlan = (db: Db, id: string, values: PlanValues) =>
  db
    .insertInto('plans')
    .values({
      id,
      ...values,
      features: JSON.stringify(values.features),
      highlights: JSON.stringify(values.highlights),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Applies the edit only when the plan is still at `version`; undefined otherwise. */
export const updatePlanAt = (db: Db, id: string, version: number, values: PlanValues) =>
  db
    .updateTable('plans')
    .set((eb) => ({
      ...values,
      features: JSON.stringify(values.features),
      highlights: JSON.stringify(values.highlights),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  monthlyPrice: row.monthly_price,
  features: row.features as Plan['features'],
  quotas: { users: row.max_users, contacts: row.max_contacts, aiCredits: row.max_ai_credits },
  highlights: row.highlights,
  popular: row.popular,
  listed: row.listed,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});
