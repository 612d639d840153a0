import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface WorkflowsTable {
  tenant_id: string;
  id: string;
  name: string;
  description: Generated<string>;
  status: Generated<'draft' | 'active' | 'paused' | 'archived'>;
  definition: Json<unknown>;
  trigger_key: string | null;
  published_version: number | null;
  /** The secret of the workflow's inbound webhook URL, made when its trigger first is one. */
  hook_token: Generated<string | null>;
  created_by: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface WorkflowVersionsTable {
  tenant_id: string;
  workflow_id: string;
  version: number;
  definition: Json<unknown>;
  published_by: string | null;
  published_at: Stamp;
}

export interface ScheduleTicksTable {
  tenant_id: string;
  workflow_id: string;
  version: number;
  tick_at: Date;
  claimed_at: Stamp;
  finished_at: Date | null;
  started: Generated<number>;
}

export interface WorkflowTables {
  workflows: WorkflowsTable;
  workflow_versions: WorkflowVersionsTable;
  schedule_ticks: ScheduleTicksTable;
}
