import type { Generated } from 'kysely';
import type { Json } from '../db/column-types';

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

/** The score tables in the ai schema; db/schema.ts combines every domain's. */
export interface ScoreTables {
  score_insights: ScoreInsightsTable;
  contact_scores: ContactScoresTable;
}
