import {
  type AiProviderStatus,
  AppError,
  analysisTasks,
  builtInModelId,
  type ModelCatalogue,
  modelCatalogue,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';

/** What GET /api/openai/status answers: whether a model provider is configured, and which. */
export async function providerStatus(ai: AiRuntime, tenantId: string): Promise<AiProviderStatus> {
  const resolved = await ai.resolver.forTenant(tenantId);
  const host = resolved.endpoint ? new URL(resolved.endpoint.baseUrl).host : null;
  const configured = resolved.source !== 'builtin';
  const google = Boolean(host?.endsWith('googleapis.com'));
  return {
    configured,
    provider: configured ? 'openai' : 'builtin',
    source: resolved.source,
    baseUrlHost: host,
    models: configured ? resolved.models : { low: builtInModelId, medium: builtInModelId, high: builtInModelId },
    batchApi: configured && ai.config.AI_BATCH_API === 'auto',
    providers: { openai: configured && !google, google },
  };
}

/** A tenant's own endpoint, key and models (super admins, AI Controls); the key is stored encrypted. */
export async function updateProviderSettings(
  ai: AiRuntime,
  input: RpcParsedRequest<'ai.provider.update'>,
  ctx: RpcContext,
): Promise<AiProviderStatus> {
  const tenantId = requireTenant(ctx);
  if (ctx.actor?.role !== 'super_admin') throw new AppError('forbidden', 'Only a super admin changes the AI provider');
  if (input.baseUrl) await ai.resolver.checkEndpoint(input.baseUrl);
  await ai.uow.withTenant(tenantId, async (trx, emit) => {
    const values = {
      base_url: input.baseUrl === undefined ? undefined : input.baseUrl || null,
      api_key_encrypted: input.apiKey === undefined ? undefined : input.apiKey ? ai.resolver.seal(input.apiKey) : null,
      model_low: input.models.low === undefined ? undefined : input.models.low || null,
      model_medium: input.models.medium === undefined ? undefined : input.models.medium || null,
      model_high: input.models.high === undefined ? undefined : input.models.high || null,
      updated_by: ctx.actor?.userId ?? null,
      updated_at: new Date(),
    };
    await trx
      .insertInto('provider_settings')
      .values({ tenant_id: tenantId, ...values })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
      .execute();
    emit({ type: 'ai.settings.changed', tenantId, data: { part: 'provider' } });
  });
  ai.resolver.forget(tenantId);
  return providerStatus(ai, tenantId);
}

const taskCards = {
  score: {
    name: 'Smart Scoring',
    description: 'Explainable 0–100 lead score: fit and engagement',
    estimatedTime: '2-5 s',
  },
  enrich: {
    name: 'Smart Enrichment',
    description: 'Suggests missing company, role and profile data',
    estimatedTime: '3-8 s',
  },
  categorize: { name: 'Quick Categorize', description: 'Buying role, segment and tags', estimatedTime: '1-3 s' },
  qualify: { name: 'Lead Qualification', description: 'BANT verdict with next steps', estimatedTime: '4-10 s' },
} as const;

/** The model selector's catalogue, the task cards and what this workspace's urgencies pick (001 §2.2). */
export async function modelCatalogueFor(ai: AiRuntime, ctx: RpcContext): Promise<ModelCatalogue> {
  const status = await providerStatus(ai, requireTenant(ctx));
  const best = (task: (typeof analysisTasks)[number]) =>
    task === 'qualify' ? status.models.high : status.models.medium;
  return {
    models: [...modelCatalogue],
    tasks: analysisTasks.map((id) => ({ id, ...taskCards[id], bestModel: best(id) })),
    recommendation: {
      recommendedProvider: status.configured ? (status.baseUrlHost ?? 'openai') : 'built-in',
      recommendedModel: status.models.medium,
      byUrgency: status.models,
    },
  };
}
