import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface SavedReportsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  name: string;
  /** The contract's ReportSpec, parsed again when read (a spec saved before a field was retired is refused then). */
  spec: Json<unknown>;
  shared: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The report tables in the crm schema; db/schema.ts combines every domain's. */
export interface ReportTables {
  saved_reports: SavedReportsTable;
}
