import type { ColumnType, Generated } from 'kysely';
import type { InsightType } from '@smartcrm/contracts';

type Json<T> = ColumnType<T, string, string>;
type Numeric = ColumnType<string, number | string, number | string>;

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

export interface ProviderSettingsTable {
  tenant_id: string;
  base_url: string | null;
  api_key_encrypted: string | null;
  model_low: string | null;
  model_medium: string | null;
  model_high: string | null;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface AiPreferencesTable {
  tenant_id: string;
  auto_scoring: boolean;
  auto_insights: boolean;
  preferred_provider: 'auto' | 'builtin';
  insight_types: Generated<InsightType[]>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface ScoreInsightsTable {
  id: Generated<string>;
  tenant_id: string;
  type: 'opportunity' | 'risk';
  contact_id: string;
  contact_name: string;
  score: number;
  previous_score: number | null;
  reasons: string[];
  created_at: Generated<Date>;
}

export interface ContactScoresTable {
  tenant_id: string;
  contact_id: string;
  score: number;
  fit: number;
  engagement: number;
  tier: string;
  confidence: number;
  reasons: Json<unknown>;
  model: string;
  prompt_version: string;
  built_in: boolean;
  scored_at: Date;
}

export interface ContactInsightsTable {
  tenant_id: string;
  contact_id: string;
  kind: 'category' | 'qualification';
  result: Json<unknown>;
  model: string;
  prompt_version: string;
  built_in: boolean;
  analysed_at: Date;
}

export interface EnrichmentSuggestionsTable {
  tenant_id: string;
  id: Generated<string>;
  contact_id: string;
  field: string;
  value: string;
  reason: string;
  confidence: number;
  status: Generated<'pending' | 'accepted' | 'rejected'>;
  model: string;
  built_in: boolean;
  created_at: Generated<Date>;
  decided_by: string | null;
  decided_at: Date | null;
}

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

export interface AssistantThreadsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  assistant_id: string;
  title: string;
  task_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AssistantMessagesTable {
  tenant_id: string;
  id: Generated<string>;
  thread_id: string;
  role: 'user' | 'assistant' | 'tool';
  content: string;
  raw: ColumnType<unknown | null, string | null | undefined, string | null>;
  refs: ColumnType<unknown[], string | undefined, string>;
  action_id: string | null;
  built_in: Generated<boolean>;
  model: string | null;
  created_at: Generated<Date>;
}

export interface AssistantActionsTable {
  tenant_id: string;
  id: Generated<string>;
  thread_id: string;
  user_id: string;
  function: string;
  arguments: Json<Record<string, unknown>>;
  summary: string;
  tool_call_id: string | null;
  status: Generated<'proposed' | 'executed' | 'failed' | 'rejected'>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

export interface GoalsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  title: string;
  metric: string;
  target: number;
  period: string;
  scope: 'me' | 'team';
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AiDb {
  model_calls: ModelCallsTable;
  provider_settings: ProviderSettingsTable;
  ai_preferences: AiPreferencesTable;
  contact_scores: ContactScoresTable;
  score_insights: ScoreInsightsTable;
  contact_insights: ContactInsightsTable;
  enrichment_suggestions: EnrichmentSuggestionsTable;
  bulk_runs: BulkRunsTable;
  bulk_batches: BulkBatchesTable;
  bulk_run_progress: BulkRunProgressView;
  orchestrator_requests: OrchestratorRequestsTable;
  job_failures: JobFailuresTable;
  tool_runs: ToolRunsTable;
  assistant_threads: AssistantThreadsTable;
  assistant_messages: AssistantMessagesTable;
  assistant_actions: AssistantActionsTable;
  goals: GoalsTable;
}

export type { Json, Numeric };
