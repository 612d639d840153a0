import { z } from 'zod';
import { AiModel, Urgency } from './model-catalogue';
import { AnalysisTask } from './contact-analysis.schema';

export const UsageTimeframe = z.enum(['day', 'week', 'month', 'quarter']);
export type UsageTimeframe = z.infer<typeof UsageTimeframe>;

/** Spec 001 §3 AI usage entry and model performance, from the metered calls. */
export const ModelUsage = z.object({
  modelId: z.string(),
  requests: z.number().int(),
  tokensUsed: z.number().int(),
  cost: z.number(),
  avgResponseTime: z.number(),
  successRate: z.number(),
  costShare: z.number(),
  requestShare: z.number(),
});
export type ModelUsage = z.infer<typeof ModelUsage>;

export const AiUsageSummary = z.object({
  timeframe: UsageTimeframe,
  from: z.string(),
  totals: z.object({
    cost: z.number(),
    requests: z.number().int(),
    tokensUsed: z.number().int(),
    avgResponseTime: z.number(),
    successRate: z.number(),
    contactsAnalysed: z.number().int(),
  }),
  byModel: z.array(ModelUsage),
  /** Spec 001 §9: model performance top 5 (by requests). */
  topModels: z.array(ModelUsage),
  credits: z.object({ limit: z.number().int().nullable(), used: z.number().int(), month: z.string() }),
});
export type AiUsageSummary = z.infer<typeof AiUsageSummary>;

/** `GET /api/openai/status`: whether a model provider is configured (000 §7), and which. */
export const AiProviderStatus = z.object({
  configured: z.boolean(),
  provider: z.enum(['openai', 'builtin']),
  source: z.enum(['tenant', 'platform', 'builtin']),
  baseUrlHost: z.string().nullable(),
  models: z.record(Urgency, z.string()),
  batchApi: z.boolean(),
  /** The Integrations panel's badges (001 §2.8). */
  providers: z.object({ openai: z.boolean(), google: z.boolean() }),
});
export type AiProviderStatus = z.infer<typeof AiProviderStatus>;

/** A tenant's own provider (AI Controls); an empty base URL goes back to the platform's. */
export const ProviderSettingsInput = z.object({
  baseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  /** Write-only: never read back. Absent keeps the stored key; '' removes it. */
  apiKey: z.string().max(500).optional(),
  models: z.object({ low: z.string().max(100), medium: z.string().max(100), high: z.string().max(100) }).partial(),
});

export const AnalysisTaskCard = z.object({
  id: AnalysisTask,
  name: z.string(),
  description: z.string(),
  estimatedTime: z.string(),
  bestModel: z.string(),
});

export const ModelCatalogue = z.object({
  models: z.array(AiModel),
  tasks: z.array(AnalysisTaskCard),
  /** What this workspace's calls use for each urgency, and which provider answers. */
  recommendation: z.object({
    recommendedProvider: z.string(),
    recommendedModel: z.string(),
    byUrgency: z.record(Urgency, z.string()),
  }),
});
export type ModelCatalogue = z.infer<typeof ModelCatalogue>;

/**
 * Insights the AI raises by itself, by type: an opportunity (a contact scores into hot), a risk (a
 * hot or warm contact cools to cold) and a recommendation (a completed task's analysis and
 * automation ideas).
 */
export const InsightType = z.enum(['opportunity', 'risk', 'recommendation']);
export type InsightType = z.infer<typeof InsightType>;

const insightTypeList = z
  .array(InsightType)
  .max(InsightType.options.length)
  .refine((types) => new Set(types).size === types.length, 'must not name a type twice');

/**
 * 000 §3 AI store preferences, per workspace (defaults: autoScoring and autoInsights on, provider
 * auto, insight types opportunity and recommendation). autoScoring keeps every contact's lead
 * score current with the built-in rules as it changes (no credits); autoInsights lets the AI raise
 * insights of the chosen types; preferredProvider 'builtin' keeps every call on the rules even
 * with a model set up.
 */
export const AiPreferences = z.object({
  autoScoring: z.boolean().default(true),
  autoInsights: z.boolean().default(true),
  preferredProvider: z.enum(['auto', 'builtin']).default('auto'),
  insightTypes: insightTypeList.default(['opportunity', 'recommendation']),
});
export const AiPreferencesPatch = z.strictObject({
  autoScoring: z.boolean().optional(),
  autoInsights: z.boolean().optional(),
  preferredProvider: z.enum(['auto', 'builtin']).optional(),
  insightTypes: insightTypeList.optional(),
});
export type AiPreferencesPatch = z.infer<typeof AiPreferencesPatch>;
export type AiPreferences = z.infer<typeof AiPreferences>;
