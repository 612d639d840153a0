import type { ColumnType, Generated } from 'kysely';
import type { Numeric } from '../db/column-types';

export interface BulkRunsTable {
  tenant_id: string;
  id: Generated<string>;
  analysis_type: string;
  mode: 'immediate' | 'overnight';
  channel: 'now' | 'batch_api' | 'window';
  status: 'scheduled' | 'running' | 'paused' | 'completed' | 'cancelled' | 'stopped' | 'failed';
  urgency: string;
  model: string;
  built_in: boolean;
  total: Generated<number>;
  estimate_cost: Numeric;
  estimate_seconds: number;
  cost_limit: Numeric;
  reason: string | null;
  planned: Generated<boolean>;
  plan_cursor: string | null;
  scheduled_for: Date | null;
  created_by: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface BulkBatchesTable {
  tenant_id: string;
  run_id: string;
  seq: number;
  contact_ids: string[];
  status: Generated<'pending' | 'queued' | 'done' | 'failed'>;
  charged: Generated<boolean>;
  enqueues: Generated<number>;
  provider_batch_id: string | null;
  size: number;
  succeeded: Generated<number>;
  failed: Generated<number>;
  cost_usd: ColumnType<string, number | string | undefined, number | string>;
  error: string | null;
  done_at: Date | null;
}

/** A run with its counters summed over its batches (0017; read only). */
export interface BulkRunProgressView extends BulkRunsTable {
  processed: number;
  succeeded: number;
  failed: number;
  credits_spent: number;
  cost_usd: string;
}

/** The bulk tables in the ai schema; db/schema.ts combines every domain's. */
export interface BulkTables {
  bulk_runs: BulkRunsTable;
  bulk_batches: BulkBatchesTable;
  bulk_run_progress: BulkRunProgressView;
}
