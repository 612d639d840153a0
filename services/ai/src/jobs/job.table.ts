import type { Generated } from 'kysely';
import type { Json } from '../db/column-types';

export interface OrchestratorRequestsTable {
  tenant_id: string;
  id: Generated<string>;
  source_event_id: string;
  type: 'task_completion_analysis' | 'automation_suggestions' | 'contact_scoring';
  priority: string;
  data: Json<unknown>;
  context: Json<unknown>;
  status: Generated<'pending' | 'completed' | 'failed'>;
  result: Json<unknown> | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface JobFailuresTable {
  tenant_id: string;
  id: Generated<string>;
  queue: string;
  job_name: string;
  job_data: Json<unknown>;
  run_id: string | null;
  contact_count: number;
  reason: string;
  attempts: number;
  failed_at: Generated<Date>;
  requeued_at: Date | null;
}

/** The job tables in the ai schema; db/schema.ts combines every domain's. */
export interface JobTables {
  orchestrator_requests: OrchestratorRequestsTable;
  job_failures: JobFailuresTable;
}
