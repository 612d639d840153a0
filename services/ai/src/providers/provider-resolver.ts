import type { Urgency } from '@smartcrm/contracts';
import { createSecretBox, type UnitOfWork } from '@smartcrm/kit';
import type { AiConfig } from '../config';
import type { AiDb } from '../db/schema';
import { builtInProvider } from './builtin-provider';
import type { AiPreferencesStore } from '../preferences/ai-preferences';
import { createTenantCache } from '../tenant-cache';
import type { EndpointGuard } from '@smartcrm/kit';
import { createOpenAiProvider, type OpenAiEndpoint } from './openai-provider';
import type { Provider } from './provider';

/** The provider a tenant's calls go to: its own endpoint, else the platform's, else the built-in rules. */
export interface ResolvedProvider {
  provider: Provider;
  source: 'tenant' | 'platform' | 'builtin';
  endpoint: OpenAiEndpoint | null;
  models: Record<Urgency, string>;
}

const ttlMs = 30_000;

export function createProviderResolver(
  config: AiConfig,
  uow: UnitOfWork<AiDb>,
  guard: EndpointGuard,
  preferences: AiPreferencesStore,
) {
  const box = createSecretBox(config.AI_SETTINGS_SECRET);
  const cache = createTenantCache(ttlMs, load);
  const platformModels = { low: config.AI_MODEL_LOW, medium: config.AI_MODEL_MEDIUM, high: config.AI_MODEL_HIGH };
  const endpointOf = (baseUrl: string, apiKey: string, fetch?: typeof globalThis.fetch): OpenAiEndpoint => ({
    baseUrl,
    apiKey,
    maxRetries: config.AI_MAX_RETRIES,
    fetch,
  });
  const rulesOnly: ResolvedProvider = {
    provider: builtInProvider,
    source: 'builtin',
    endpoint: null,
    models: platformModels,
  };
  const platform: ResolvedProvider = config.AI_BASE_URL
    ? (() => {
        const endpoint = endpointOf(config.AI_BASE_URL, config.AI_API_KEY ?? '');
        return { provider: createOpenAiProvider(endpoint), source: 'platform', endpoint, models: platformModels };
      })()
    : rulesOnly;

  async function load(tenantId: string): Promise<ResolvedProvider> {
    const row = await uow.read(tenantId, (db) =>
      db.selectFrom('provider_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst(),
    );
    if (!row) return platform;
    const models = {
      low: row.model_low ?? platform.models.low,
      medium: row.model_medium ?? platform.models.medium,
      high: row.model_high ?? platform.models.high,
    };
    if (!row.base_url) return { ...platform, models };
    // A workspace's own endpoint connects through the guard; the platform's is the operator's choice.
    const apiKey = row.api_key_encrypted ? box.open(row.api_key_encrypted) : '';
    const endpoint = endpointOf(row.base_url, apiKey, guard.fetch);
    return { provider: createOpenAiProvider(endpoint), source: 'tenant', endpoint, models };
  }

  return {
    platform,
    seal: (apiKey: string) => box.seal(apiKey),
    /** Refuses a workspace endpoint on a private or internal address (before it is saved). */
    checkEndpoint: (baseUrl: string) => guard.check(baseUrl),
    async forTenant(tenantId: string): Promise<ResolvedProvider> {
      // A workspace that prefers the built-in rules keeps every call on them, model or not.
      if ((await preferences.get(tenantId)).preferredProvider === 'builtin') return rulesOnly;
      return cache.get(tenantId);
    },
    /** After the tenant's settings changed (every instance hears of it: settings-sync). */
    forget: cache.forget,
  };
}
export type ProviderResolver = ReturnType<typeof createProviderResolver>;
