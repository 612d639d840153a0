import { AppError } from '@smartcrm/contracts';
import type { RpcHandler } from '@smartcrm/kit';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from './ai-runtime';
import type { ContactAnalysisService } from './analysis/contact-analysis.service';
import { createSuggestionDecisions } from './analysis/suggestion-decisions';
import type { BulkService } from './bulk/bulk.service';
import type { JobFailures } from './jobs/job-failures';
import { modelCatalogueFor, providerStatus, updateProviderSettings } from './providers/provider-status';
import { recentRequests } from './jobs/orchestrator-requests';
import { recentScoreInsights } from './scoring/score-insight-feed';
import { usageSummary } from './usage/usage-summary';

type Names =
  | 'ai.provider.status'
  | 'ai.provider.update'
  | 'ai.models.list'
  | 'ai.preferences.get'
  | 'ai.preferences.update'
  | 'ai.usage.summary'
  | 'ai.contacts.score'
  | 'ai.contacts.enrich'
  | 'ai.contacts.categorize'
  | 'ai.contacts.qualify'
  | 'ai.contacts.analysis'
  | 'ai.suggestions.decide'
  | 'ai.bulk.estimate'
  | 'ai.bulk.start'
  | 'ai.bulk.list'
  | 'ai.bulk.get'
  | 'ai.bulk.pause'
  | 'ai.bulk.resume'
  | 'ai.bulk.cancel'
  | 'ai.jobs.failures'
  | 'ai.jobs.requeue'
  | 'ai.orchestrator.requests'
  | 'ai.insights.list';

/** The orchestrator's RPC methods: validate (done by kit against the contracts), then call. */
export function orchestratorHandlers(
  ai: AiRuntime,
  analysis: ContactAnalysisService,
  bulk: BulkService,
  failures: JobFailures,
): { [N in Names]: RpcHandler<N> } {
  return {
    'ai.provider.status': async (_request, ctx) => providerStatus(ai, requireTenant(ctx)),
    'ai.provider.update': (request, ctx) => updateProviderSettings(ai, request, ctx),
    'ai.models.list': (_request, ctx) => modelCatalogueFor(ai, ctx),
    'ai.preferences.get': (_request, ctx) => ai.preferences.get(requireTenant(ctx)),
    'ai.preferences.update': async (patch, ctx) => {
      const tenantId = requireTenant(ctx);
      if (ctx.actor?.role !== 'super_admin')
        throw new AppError('forbidden', 'Only a super admin changes AI preferences');
      const preferences = await ai.preferences.update(tenantId, patch, ctx.actor.userId);
      ai.resolver.forget(tenantId);
      return preferences;
    },
    'ai.usage.summary': ({ timeframe }, ctx) => usageSummary(ai, timeframe, ctx),
    'ai.contacts.score': (request, ctx) => analysis.score(request, ctx),
    'ai.contacts.enrich': (request, ctx) => analysis.enrich(request, ctx),
    'ai.contacts.categorize': (request, ctx) => analysis.categorize(request, ctx),
    'ai.contacts.qualify': (request, ctx) => analysis.qualify(request, ctx),
    'ai.contacts.analysis': ({ contactId }, ctx) => analysis.analysis(contactId, ctx),
    'ai.suggestions.decide': createSuggestionDecisions(ai),
    'ai.bulk.estimate': (request, ctx) => bulk.estimate(request, ctx),
    'ai.bulk.start': (request, ctx) => bulk.start(request, ctx),
    'ai.bulk.list': (_request, ctx) => bulk.list(ctx),
    'ai.bulk.get': ({ id }, ctx) => bulk.get(id, ctx),
    'ai.bulk.pause': ({ id }, ctx) => bulk.pause(id, ctx),
    'ai.bulk.resume': ({ id }, ctx) => bulk.resume(id, ctx),
    'ai.bulk.cancel': ({ id }, ctx) => bulk.cancel(id, ctx),
    'ai.jobs.failures': ({ runId }, ctx) => failures.list(runId, ctx),
    'ai.jobs.requeue': ({ id }, ctx) => failures.requeue(id, ctx),
    'ai.orchestrator.requests': ({ limit }, ctx) => recentRequests(ai, limit, ctx),
    'ai.insights.list': ({ limit }, ctx) => recentScoreInsights(ai, limit, ctx),
  };
}
