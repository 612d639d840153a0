import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../db/column-types';

export interface ToolRunsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  tool_id: string;
  input: Json<Record<string, unknown>>;
  sections: Json<unknown[]>;
  text: string;
  model: string;
  built_in: boolean;
  saved_to: ColumnType<unknown[], string | undefined, string>;
  created_at: Generated<Date>;
}

/** The tool tables in the ai schema; db/schema.ts combines every domain's. */
export interface ToolTables {
  tool_runs: ToolRunsTable;
}
