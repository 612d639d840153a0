import {
  AiPreferences,
  AiPreferencesPatch,
  AiProviderStatus,
  AiUsageSummary,
  AnalysisLimits,
  ContactAnalysis,
  ContactCategory,
  ContactEnrichment,
  ContactQualification,
  ContactScore,
  EnrichmentSuggestion,
  ModelCatalogue,
  OrchestratorRequestList,
  ScoreInsightList,
  ProviderSettingsInput,
  UsageTimeframe,
  access,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['ai'];
const contact = { config: access.contacts } as const;
const analyse = { config: access.aiAnalysis } as const;
const params = z.object({ id: z.uuid() });
const analyseBody = AnalysisLimits.extend({
  priority: z.enum(['standard', 'premium']).optional(),
  level: z.enum(['basic', 'standard', 'premium']).default('basic'),
  businessContext: z.string().max(2000).optional(),
}).default({ urgency: 'medium', costLimit: 1, timeLimit: 30_000, level: 'basic' });

/** The AI orchestrator's clean API: provider, models, usage, one contact's analyses and its suggestions. */
const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags,
        summary: 'Whether AI is set up, and with which provider and models',
        response: { 200: AiProviderStatus },
      },
    },
    (request) => app.rpc.call('ai.provider.status', {}, request.rpcContext()),
  );
  app.put(
    '/provider',
    {
      config: { permission: 'system_settings' },
      schema: {
        tags,
        summary: "The workspace's own model endpoint, key and models",
        body: ProviderSettingsInput,
        response: { 200: AiProviderStatus },
      },
    },
    (request) => app.rpc.call('ai.provider.update', request.body, request.rpcContext()),
  );
  app.get(
    '/preferences',
    {
      config: { permission: 'dashboard' },
      schema: { tags, summary: 'AI preferences', response: { 200: AiPreferences } },
    },
    (request) => app.rpc.call('ai.preferences.get', {}, request.rpcContext()),
  );
  app.patch(
    '/preferences',
    {
      config: { permission: 'system_settings' },
      schema: {
        tags,
        summary: 'Auto-scoring, automatic task insights, built-in rules only',
        body: AiPreferencesPatch,
        response: { 200: AiPreferences },
      },
    },
    (request) => app.rpc.call('ai.preferences.update', request.body, request.rpcContext()),
  );
  app.get(
    '/models',
    {
      config: { permission: 'dashboard' },
      schema: { tags, summary: 'Model catalogue and task cards', response: { 200: ModelCatalogue } },
    },
    (request) => app.rpc.call('ai.models.list', {}, request.rpcContext()),
  );
  app.get(
    '/usage',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags,
        summary: 'AI Performance: metered calls per timeframe',
        querystring: z.object({ timeframe: UsageTimeframe.default('month') }),
        response: { 200: AiUsageSummary },
      },
    },
    (request) => app.rpc.call('ai.usage.summary', request.query, request.rpcContext()),
  );
  app.get(
    '/requests',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags,
        summary: 'What the orchestrator was asked lately (task completions)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: OrchestratorRequestList },
      },
    },
    (request) => app.rpc.call('ai.orchestrator.requests', request.query, request.rpcContext()),
  );
  app.get(
    '/insights',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags,
        summary: 'Opportunities and risks the AI raised from score changes, of the insight types wanted',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: ScoreInsightList },
      },
    },
    (request) => app.rpc.call('ai.insights.list', request.query, request.rpcContext()),
  );
  app.get(
    '/contacts/:id',
    {
      ...contact,
      schema: {
        tags,
        summary: "A contact's latest score, category and qualification",
        params,
        response: { 200: ContactAnalysis },
      },
    },
    (request) => app.rpc.call('ai.contacts.analysis', { contactId: request.params.id }, request.rpcContext()),
  );
  const analyseOptions = (summary: string, response: z.ZodType) => ({
    ...analyse,
    schema: { tags, summary, params, body: analyseBody, response: { 200: response } },
  });
  const timeout = (timeLimit: number) => ({ timeoutMs: timeLimit + 5000 });
  app.post(
    '/contacts/:id/score',
    analyseOptions('Explainable lead score (fit + engagement)', ContactScore),
    (request) =>
      app.rpc.call(
        'ai.contacts.score',
        { ...request.body, contactId: request.params.id },
        request.rpcContext(),
        timeout(request.body.timeLimit),
      ),
  );
  app.post(
    '/contacts/:id/enrich',
    analyseOptions('Suggestions for empty fields, to accept or reject', ContactEnrichment),
    (request) =>
      app.rpc.call(
        'ai.contacts.enrich',
        { ...request.body, contactId: request.params.id },
        request.rpcContext(),
        timeout(request.body.timeLimit),
      ),
  );
  app.post('/contacts/:id/categorize', analyseOptions('Buying role and segment', ContactCategory), (request) =>
    app.rpc.call(
      'ai.contacts.categorize',
      { ...request.body, contactId: request.params.id },
      request.rpcContext(),
      timeout(request.body.timeLimit),
    ),
  );
  app.post('/contacts/:id/qualify', analyseOptions('BANT qualification', ContactQualification), (request) =>
    app.rpc.call(
      'ai.contacts.qualify',
      { ...request.body, contactId: request.params.id },
      request.rpcContext(),
      timeout(request.body.timeLimit),
    ),
  );
  for (const decision of ['accept', 'reject'] as const) {
    app.post(
      `/suggestions/:id/${decision}`,
      {
        ...contact,
        schema: {
          tags,
          summary: `${decision === 'accept' ? 'Apply' : 'Dismiss'} an enrichment suggestion`,
          params,
          response: { 200: EnrichmentSuggestion },
        },
      },
      (request) => app.rpc.call('ai.suggestions.decide', { id: request.params.id, decision }, request.rpcContext()),
    );
  }
};
export default aiRoutes;
