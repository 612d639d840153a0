import type { Generated } from 'kysely';
import type { InsightType } from '@smartcrm/contracts';

export interface AiPreferencesTable {
  tenant_id: string;
  auto_scoring: boolean;
  auto_insights: boolean;
  preferred_provider: 'auto' | 'builtin';
  insight_types: Generated<InsightType[]>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

/** The preferences tables in the ai schema; db/schema.ts combines every domain's. */
export interface PreferencesTables {
  ai_preferences: AiPreferencesTable;
}
