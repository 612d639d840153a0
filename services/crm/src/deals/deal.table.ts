import type { Generated } from 'kysely';

/** Dates (`date` columns) are read as YYYY-MM-DD text by the repository, never as JS Dates. */
export interface DealsTable {
  tenant_id: string;
  id: Generated<string>;
  pipeline_id: string;
  stage_id: string;
  title: string;
  value: Generated<number>;
  status: Generated<'open' | 'won' | 'lost'>;
  probability: Generated<number>;
  contact_id: string | null;
  company_id: string | null;
  owner_id: string | null;
  expected_close_date: string | null;
  actual_close_date: string | null;
  description: string | null;
  position: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
  import_id: Generated<string | null>;
}

export interface DealStageChangesTable {
  tenant_id: string;
  id: Generated<string>;
  deal_id: string;
  from_stage_id: string | null;
  from_stage_name: string | null;
  to_stage_id: string;
  to_stage_name: string;
  status: string;
  actor_id: string | null;
  changed_at: Generated<Date>;
}

/** The deal tables in the crm schema; db/schema.ts combines every domain's. */
export interface DealTables {
  deals: DealsTable;
  deal_stage_changes: DealStageChangesTable;
}
