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

/** The deal totals tables in the crm schema; db/schema.ts combines every domain's. */
export interface DealTotalsTables {
  deal_stage_totals: DealStageTotalsTable;
  deal_day_totals: DealDayTotalsTable;
  contact_deal_counts: ContactDealCountsTable;
  deal_contact_totals: DealContactTotalsTable;
  deal_stage_paths: DealStagePathsTable;
  lost_reach_totals: LostReachTotalsTable;
  stage_span_totals: StageSpanTotalsTable;
  contact_outcome_totals: ContactOutcomeTotalsTable;
}
