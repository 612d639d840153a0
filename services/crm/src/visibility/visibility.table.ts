import type { Generated } from 'kysely';

export interface VisibilityRulesTable {
  tenant_id: string;
  role: 'super_admin' | 'wl_user' | 'regular_user';
  scope: 'own' | 'team' | 'all';
  updated_at: Generated<Date>;
}

/** The visibility tables in the crm schema; db/schema.ts combines every domain's. */
export interface VisibilityTables {
  visibility_rules: VisibilityRulesTable;
}
