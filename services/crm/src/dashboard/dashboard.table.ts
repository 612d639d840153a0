import type { Generated } from 'kysely';

export interface DashboardLayoutsTable {
  tenant_id: string;
  user_id: string;
  section_order: string[];
  hidden: Generated<string[]>;
  updated_at: Generated<Date>;
}

/** The dashboard tables in the crm schema; db/schema.ts combines every domain's. */
export interface DashboardTables {
  dashboard_layouts: DashboardLayoutsTable;
}
