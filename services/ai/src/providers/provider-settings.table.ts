import type { Generated } from 'kysely';

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

/** The provider settings tables in the ai schema; db/schema.ts combines every domain's. */
export interface ProviderSettingsTables {
  provider_settings: ProviderSettingsTable;
}
