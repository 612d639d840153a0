import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface DataExportsTable {
  tenant_id: string;
  id: Generated<string>;
  kind: 'contacts' | 'deals';
  requested_by: string;
  actor: Json<unknown>;
  query: Json<unknown>;
  status: Generated<'queued' | 'running' | 'completed' | 'failed'>;
  rows: Generated<number>;
  object_name: string | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  expires_at: Date;
}

/** The export tables in the crm schema; db/schema.ts combines every domain's. */
export interface ExportTables {
  data_exports: DataExportsTable;
}
