import { createEndpointGuard, type ServiceDeps } from '@smartcrm/kit';
import type { AiConfig } from './config';
import type { AiDb } from './db/schema';
import { type AiGateway, createAiGateway } from './providers/ai-gateway';
import { type AiPreferencesStore, createAiPreferences } from './preferences/ai-preferences';

import { createProviderResolver, type ProviderResolver } from './providers/provider-resolver';
import { type AiCredits, createAiCredits } from './usage/ai-credits';
import { createUsageMeter, type UsageMeter } from './usage/usage-meter';

/** What every part of the AI service works with: the service's deps plus the model gateway. */
export interface AiRuntime extends ServiceDeps<AiDb, AiConfig> {
  gateway: AiGateway;
  resolver: ProviderResolver;
  preferences: AiPreferencesStore;
  meter: UsageMeter;
  credits: AiCredits;
}

export function createAiRuntime(deps: ServiceDeps<AiDb, AiConfig>): AiRuntime {
  const guard = createEndpointGuard(deps.config.AI_PROVIDER_PRIVATE_HOSTS, {
    field: 'baseUrl',
    what: 'model endpoint',
  });
  deps.shutdown.add('model endpoints', () => guard.close());
  const preferences = createAiPreferences(deps.uow);
  const resolver = createProviderResolver(deps.config, deps.uow, guard, preferences);
  const meter = createUsageMeter(deps.uow);
  const credits = createAiCredits(deps.rpc);
  const gateway = createAiGateway({ config: deps.config, resolver, meter, credits, log: deps.log });
  return { ...deps, gateway, resolver, preferences, meter, credits };
}
