import type { RecordScope, Role } from '@smartcrm/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * The records a viewer may see, as a condition on `owner_id`. The role's scope is read by an
 * uncorrelated sub-select, which Postgres evaluates once per query (an InitPlan), so the
 * check adds no round trip and leaves the list's index scan as it is. No rule means 'all'.
 */
export function visibleTo(viewer: Viewer | null, ownerColumn = 'owner_id'): Expression<SqlBool> {
  if (!viewer || viewer.role === 'super_admin') return sql<SqlBool>`true`;
  const scope = sql`coalesce((SELECT scope FROM visibility_rules WHERE role = ${viewer.role}), 'all')`;
  const owner = sql.ref(ownerColumn);
  return sql<SqlBool>`(${scope} = 'all'
    OR ${owner} = ${viewer.userId}::uuid
    OR (${scope} = 'team' AND ${owner} IN (SELECT user_id FROM members WHERE manager_id = ${viewer.userId}::uuid)))`;
}

export async function readRules(db: Kysely<CrmDb>) {
  const rows = await db.selectFrom('visibility_rules').select(['role', 'scope']).execute();
  return Object.fromEntries(rows.map((r) => [r.role, r.scope])) as Partial<Record<Role, RecordScope>>;
}

/** Whether the viewer sees every deal of the tenant, so that tenant-wide running totals are theirs. */
export async function seesAll(db: Kysely<CrmDb>, viewer: Viewer | null) {
  return !viewer || viewer.role === 'super_admin' || ((await readRules(db))[viewer.role] ?? 'all') === 'all';
}

export const saveRule = (db: Kysely<CrmDb>, tenantId: string, role: Role, scope: RecordScope) =>
  db
    .insertInto('visibility_rules')
    .values({ tenant_id: tenantId, role, scope })
    .onConflict((oc) => oc.columns(['tenant_id', 'role']).doUpdateSet({ scope, updated_at: sql`now()` }))
    .execute();
