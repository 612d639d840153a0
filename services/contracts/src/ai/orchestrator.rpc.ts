import { z } from 'zod';
import {
  AiPreferences,
  AiPreferencesPatch,
  AiProviderStatus,
  AiUsageSummary,
  ModelCatalogue,
  ProviderSettingsInput,
  UsageTimeframe,
} from './ai-usage.schema';
import {
  BulkEstimate,
  BulkRun,
  BulkRunList,
  BulkSummary,
  JobFailureList,
  OrchestratorRequestList,
  ScoreInsightList,
  StartBulkRequest,
} from './bulk.schema';
import {
  AnalyseContactRequest,
  ContactAnalysis,
  ContactCategory,
  ContactEnrichment,
  ContactQualification,
  ContactScore,
  DecideSuggestionRequest,
  EnrichmentSuggestion,
} from './contact-analysis.schema';

const RunRef = z.object({ id: z.uuid() });

/** The AI orchestrator: providers, usage, contact analyses, bulk runs and failed jobs. */
export const orchestratorRpcMethods = {
  'ai.provider.status': { request: z.object({}), reply: AiProviderStatus },
  'ai.provider.update': { request: ProviderSettingsInput, reply: AiProviderStatus },
  'ai.models.list': { request: z.object({}), reply: ModelCatalogue },
  'ai.preferences.get': { request: z.object({}), reply: AiPreferences },
  /** Super admins only; answers the preferences now in force. */
  'ai.preferences.update': { request: AiPreferencesPatch, reply: AiPreferences },
  'ai.usage.summary': { request: z.object({ timeframe: UsageTimeframe.default('month') }), reply: AiUsageSummary },
  'ai.contacts.score': { request: AnalyseContactRequest, reply: ContactScore },
  'ai.contacts.enrich': { request: AnalyseContactRequest, reply: ContactEnrichment },
  'ai.contacts.categorize': { request: AnalyseContactRequest, reply: ContactCategory },
  'ai.contacts.qualify': { request: AnalyseContactRequest, reply: ContactQualification },
  'ai.contacts.analysis': { request: z.object({ contactId: z.uuid() }), reply: ContactAnalysis },
  /** Accepting writes the value through crm as the deciding user; rejecting only records it. */
  'ai.suggestions.decide': { request: DecideSuggestionRequest, reply: EnrichmentSuggestion },
  'ai.bulk.estimate': { request: StartBulkRequest, reply: BulkEstimate },
  /** Immediate runs answer once done or at their time limit, whichever is first. */
  'ai.bulk.start': { request: StartBulkRequest, reply: BulkSummary },
  'ai.bulk.list': { request: z.object({}), reply: BulkRunList },
  'ai.bulk.get': { request: RunRef, reply: BulkRun },
  'ai.bulk.pause': { request: RunRef, reply: BulkRun },
  'ai.bulk.resume': { request: RunRef, reply: BulkRun },
  'ai.bulk.cancel': { request: RunRef, reply: BulkRun },
  'ai.jobs.failures': { request: z.object({ runId: z.uuid().optional() }), reply: JobFailureList },
  /** The latest orchestrator requests (task completions' analyses), newest first. */
  'ai.orchestrator.requests': {
    request: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    reply: OrchestratorRequestList,
  },
  /** The latest opportunities and risks of the preference's insight types, newest first. */
  'ai.insights.list': {
    request: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    reply: ScoreInsightList,
  },
  'ai.jobs.requeue': { request: RunRef, reply: z.object({ requeued: z.number().int() }) },
} as const;
