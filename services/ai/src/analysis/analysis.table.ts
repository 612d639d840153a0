import type { Generated } from 'kysely';
import type { Json } from '../db/column-types';

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

/** The analysis tables in the ai schema; db/schema.ts combines every domain's. */
export interface AnalysisTables {
  contact_insights: ContactInsightsTable;
  enrichment_suggestions: EnrichmentSuggestionsTable;
}
