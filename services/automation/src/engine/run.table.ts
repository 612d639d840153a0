import type { AutomationObject } from '@smartcrm/contracts';
import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface WorkflowRunsTable {
  tenant_id: string;
  id: string;
  workflow_id: string;
  version: number;
  object: AutomationObject;
  record_id: string;
  trigger_key: string;
  depth: Generated<number>;
  status: 'running' | 'waiting' | 'completed' | 'failed' | 'stopped';
  current_step: string | null;
  due_at: Stamp | null;
  /** The event a waiting run's step waits for (`email_replied`); null otherwise. */
  waiting_for: Generated<string | null>;
  error: string | null;
  started_at: Generated<Date>;
  finished_at: Stamp | null;
}

export interface RunStepsTable {
  tenant_id: string;
  run_id: string;
  step_id: string;
  type: string;
  status: 'running' | 'completed' | 'failed';
  attempts: Generated<number>;
  input: Json<unknown>;
  output: Json<unknown> | null;
  error: string | null;
  started_at: Generated<Date>;
  finished_at: Stamp | null;
}

export interface RoundRobinTurnsTable {
  tenant_id: string;
  workflow_id: string;
  step_id: string;
  turns: ColumnType<string, number | undefined, number>;
}

export interface NotificationsTable {
  tenant_id: string;
  id: string;
  user_id: string;
  workflow_id: string;
  run_id: string;
  object: string;
  record_id: string;
  message: string;
  created_at: Generated<Date>;
}

export interface RunTables {
  workflow_runs: WorkflowRunsTable;
  run_steps: RunStepsTable;
  round_robin_turns: RoundRobinTurnsTable;
  notifications: NotificationsTable;
}
