import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface MembersTable {
  tenant_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: Date;
  manager_id: Generated<string | null>;
  synced_at: Date | null;
}

export interface VisibilityRulesTable {
  tenant_id: string;
  role: 'super_admin' | 'wl_user' | 'regular_user';
  scope: 'own' | 'team' | 'all';
  updated_at: Generated<Date>;
}

export interface CompaniesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  domain: string | null;
  industry: string | null;
  owner_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

/** A contact's lead score, AI's to set (migration 0031): every contact has a row. */
export interface ContactLeadScoresTable {
  tenant_id: string;
  contact_id: string;
  score: number | null;
  scored_at: Date | null;
  /** The contact's, copied by triggers (0044) so the score-sorted list filters in its index. */
  status: string | null;
  interest: string | null;
}

export interface ContactsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string | null;
  company_id: string | null;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  position: string | null;
  title: string | null;
  industry: string | null;
  status: Generated<'lead' | 'prospect' | 'customer' | 'churned'>;
  interest: Generated<'hot' | 'warm' | 'medium' | 'low' | 'cold'>;
  source: string | null;
  tags: Generated<string[]>;
  notes: string | null;
  social_profiles: Json<Record<string, string>>;
  custom_fields: Json<Record<string, string>>;
  location: Json<Record<string, string>>;
  preferred_contact: Generated<'email' | 'phone' | 'sms' | 'video'>;
  avatar_src: string | null;
  is_favorite: Generated<boolean>;
  last_contact_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
  search_text: ColumnType<string, never, never>;
  /** Match keys for possible duplicates, computed by Postgres (migration 0009). */
  dup_email: ColumnType<string | null, never, never>;
  dup_phone: ColumnType<string | null, never, never>;
  dup_domain: ColumnType<string | null, never, never>;
}

export interface ContactImportsTable {
  tenant_id: string;
  id: Generated<string>;
  created_by: string | null;
  file_name: string;
  object_name: string;
  size: number;
  delimiter: string;
  status: Generated<'uploaded' | 'queued' | 'running' | 'completed' | 'failed' | 'reverting' | 'reverted'>;
  headers: Json<string[]>;
  sample_rows: Json<string[][]>;
  suggested_mapping: Json<Record<string, string>>;
  suggested_date_format: 'day-first' | 'month-first';
  mapping: Json<Record<string, string> | null>;
  on_duplicate: 'skip' | 'update' | null;
  date_format: 'day-first' | 'month-first' | null;
  rows_read: Generated<number>;
  imported: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  /** The file lines written, as Postgres prints an int4multirange: `{[2,5002),[10002,15002)}`. */
  lines_done: Generated<string>;
  error: string | null;
  reverted_removed: number | null;
  reverted_restored: number | null;
  reverted_kept: number | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
  kind: Generated<'contacts' | 'deals'>;
  pipeline_id: string | null;
  create_contacts: Generated<boolean>;
  unchanged: Generated<number>;
  /** The file's status values (lower-cased) → contact statuses, as chosen in the mapping step. */
  status_values: Json<Record<string, string> | null>;
}

export interface ContactImportErrorsTable {
  tenant_id: string;
  import_id: string;
  line: number;
  field: string;
  reason: string;
  value: string | null;
}

export interface PipelinesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  is_default: Generated<boolean>;
  position: Generated<number>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PipelineStagesTable {
  tenant_id: string;
  id: Generated<string>;
  pipeline_id: string;
  name: string;
  key: string;
  position: number;
  default_probability: number;
  kind: 'open' | 'won' | 'lost';
}

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

/** Live contacts per owner, kept by triggers (migration 0022). */
export interface ContactOwnerTotalsTable {
  tenant_id: string;
  owner_id: string | null;
  contacts: number;
}

/** Running per-stage, per-owner totals of live deals (kept by triggers; migration 0016). */
export interface DealStageTotalsTable {
  tenant_id: string;
  pipeline_id: string;
  stage_id: string;
  owner_id: string | null;
  deals: number;
  value: number;
  value_times_probability: number;
}

export interface DealDayTotalsTable {
  tenant_id: string;
  axis: 'updated' | 'created' | 'closed' | 'expected';
  day: string | null;
  owner_id: string | null;
  status: 'open' | 'won' | 'lost';
  probability: number | null;
  deals: number;
  value: number;
  value_times_probability: number;
  large: number;
  created_seconds: string;
  close_days: number;
}

export interface ContactDealCountsTable {
  tenant_id: string;
  contact_id: string;
  status: 'open' | 'won' | 'lost';
  close_year: number;
  deals: number;
}

export interface DealContactTotalsTable {
  tenant_id: string;
  status: 'open' | 'won' | 'lost';
  close_year: number;
  contacts: number;
}

/** Each deal's stage history in short, beside the deal columns the screens filter on (0033). */
export interface DealStagePathsTable {
  tenant_id: string;
  deal_id: string;
  pipeline_id: string;
  owner_id: string | null;
  status: 'open' | 'won' | 'lost';
  live: boolean;
  reached: string[];
  span_stages: string[];
  span_counts: number[];
  span_days: string[];
}

/** Live lost deals per set of stages reached (0033). */
export interface LostReachTotalsTable {
  tenant_id: string;
  pipeline_id: string;
  owner_id: string | null;
  reached: string[];
  deals: number;
}

/** Per stage live deals left: how many times and the days spent there (0033). */
export interface StageSpanTotalsTable {
  tenant_id: string;
  pipeline_id: string;
  owner_id: string | null;
  stage_id: string;
  spans: number;
  days: string;
}

/** Each contact's live won and lost deals and won value (0034). */
export interface ContactOutcomeTotalsTable {
  tenant_id: string;
  contact_id: string;
  won: number;
  lost: number;
  won_value: number;
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

/** `due_date` is read as YYYY-MM-DD text by the repository, never as a JS Date. */
export interface TasksTable {
  tenant_id: string;
  id: Generated<string>;
  title: string;
  subtitle: string | null;
  type: Generated<'meeting' | 'call' | 'proposal' | 'email' | 'follow_up' | 'other'>;
  status: string | null;
  priority: Generated<'high' | 'medium' | 'low'>;
  is_highlighted: Generated<boolean>;
  assignee_id: string | null;
  owner_id: string | null;
  contact_id: string | null;
  deal_id: string | null;
  due_date: string | null;
  completed: Generated<boolean>;
  completed_at: Date | null;
  completed_by: string | null;
  assistant_thread_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
}

export interface AppointmentsTable {
  tenant_id: string;
  id: Generated<string>;
  title: string;
  description: string | null;
  type: Generated<'call' | 'demo' | 'presentation' | 'other'>;
  status: Generated<'scheduled' | 'completed' | 'cancelled' | 'no_show'>;
  starts_at: Date;
  ends_at: Date | null;
  location: string | null;
  meeting_url: string | null;
  contact_id: string | null;
  deal_id: string | null;
  owner_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
}

export interface SavedViewsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  scope: 'contacts' | 'deals';
  name: string;
  query: string;
  shared: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SavedViewDefaultsTable {
  tenant_id: string;
  user_id: string;
  scope: 'contacts' | 'deals';
  view_id: string;
}

export interface ActivitiesTable {
  tenant_id: string;
  id: Generated<string>;
  kind: string;
  contact_id: string | null;
  deal_id: string | null;
  actor_id: string | null;
  subject: string | null;
  body: string | null;
  meta: Json<Record<string, unknown>>;
  occurred_at: Generated<Date>;
  source_event_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
}

export interface ContactDuplicateKeysTable {
  tenant_id: string;
  reason: 'email' | 'phone' | 'domain';
  key: string;
  contacts: number;
}

export interface ContactMergesTable {
  tenant_id: string;
  id: Generated<string>;
  survivor_id: string;
  loser_id: string;
  merged_by: string | null;
  merged_at: Generated<Date>;
  survivor_before: Json<Record<string, unknown>>;
  loser_before: Json<Record<string, unknown>>;
  survivor_version: number;
  moved: Json<Record<string, string[]>>;
  undone_at: Date | null;
  undone_by: string | null;
}

export interface DashboardLayoutsTable {
  tenant_id: string;
  user_id: string;
  section_order: string[];
  hidden: Generated<string[]>;
  updated_at: Generated<Date>;
}

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

export interface CrmDb {
  members: MembersTable;
  visibility_rules: VisibilityRulesTable;
  companies: CompaniesTable;
  contacts: ContactsTable;
  contact_imports: ContactImportsTable;
  contact_import_errors: ContactImportErrorsTable;
  pipelines: PipelinesTable;
  pipeline_stages: PipelineStagesTable;
  deals: DealsTable;
  deal_stage_changes: DealStageChangesTable;
  deal_stage_totals: DealStageTotalsTable;
  deal_day_totals: DealDayTotalsTable;
  contact_deal_counts: ContactDealCountsTable;
  deal_contact_totals: DealContactTotalsTable;
  deal_stage_paths: DealStagePathsTable;
  lost_reach_totals: LostReachTotalsTable;
  stage_span_totals: StageSpanTotalsTable;
  contact_outcome_totals: ContactOutcomeTotalsTable;
  contact_owner_totals: ContactOwnerTotalsTable;
  contact_lead_scores: ContactLeadScoresTable;
  saved_views: SavedViewsTable;
  saved_view_defaults: SavedViewDefaultsTable;
  tasks: TasksTable;
  appointments: AppointmentsTable;
  activities: ActivitiesTable;
  contact_duplicate_keys: ContactDuplicateKeysTable;
  contact_merges: ContactMergesTable;
  dashboard_layouts: DashboardLayoutsTable;
  data_exports: DataExportsTable;
}
