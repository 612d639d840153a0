import type { Generated } from 'kysely';
import type { Numeric } from '../db/column-types';

export interface ModelCallsTable {
  tenant_id: string;
  id: Generated<string>;
  created_at: Generated<Date>;
  task: string;
  provider: 'openai' | 'builtin';
  model: string;
  items: Generated<number>;
  input_tokens: number;
  output_tokens: number;
  cost_usd: Numeric;
  latency_ms: number;
  success: boolean;
  error: string | null;
}

/** The model call tables in the ai schema; db/schema.ts combines every domain's. */
export interface ModelCallTables {
  model_calls: ModelCallsTable;
}
