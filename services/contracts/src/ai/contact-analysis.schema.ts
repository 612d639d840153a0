import { z } from 'zod';
import { Urgency } from './model-catalogue';

/** Where a reason's evidence lies: a field of the contact, or an entry of its timeline. */
export const ScoreEvidence = z.object({
  kind: z.enum(['field', 'activity', 'deal', 'task']),
  /** The contact field (as in the Contact schema) the reason read. */
  field: z.string().optional(),
  /** The timeline entry, deal or task the reason counted (the latest one when it counted several). */
  id: z.uuid().optional(),
  value: z.string().optional(),
  at: z.string().optional(),
});
export type ScoreEvidence = z.infer<typeof ScoreEvidence>;

/** One signed factor of a score: `impact` points added to (or taken from) its part. */
export const ScoreReason = z.object({
  part: z.enum(['fit', 'engagement']),
  label: z.string(),
  impact: z.number().int().min(-50).max(50),
  evidence: ScoreEvidence,
});
export type ScoreReason = z.infer<typeof ScoreReason>;

export const scoreTiers = ['hot', 'warm', 'cold'] as const;
export const ScoreTier = z.enum(scoreTiers);
export type ScoreTier = z.infer<typeof ScoreTier>;

/** What a model (or the built-in rules) answers when asked to score a contact. */
export const ScoreAnswer = z.object({
  fit: z.number().int().min(0).max(50),
  engagement: z.number().int().min(0).max(50),
  confidence: z.number().min(0).max(1),
  reasons: z.array(ScoreReason).max(20),
});
export type ScoreAnswer = z.infer<typeof ScoreAnswer>;

/** An explainable lead score: fit (who they are) + engagement (what they did), 0–100 (spec 001 §3 leadScore). */
export const ContactScore = ScoreAnswer.extend({
  contactId: z.uuid(),
  score: z.number().int().min(0).max(100),
  tier: ScoreTier,
  model: z.string(),
  promptVersion: z.string(),
  builtIn: z.boolean(),
  scoredAt: z.string(),
});
export type ContactScore = z.infer<typeof ContactScore>;

export const enrichmentFields = [
  'company',
  'industry',
  'position',
  'title',
  'location.country',
  'socialProfiles.website',
  'socialProfiles.linkedin',
  'firstName',
  'lastName',
  'tags',
] as const;
export const EnrichmentField = z.enum(enrichmentFields);
export type EnrichmentField = z.infer<typeof EnrichmentField>;

/** A value AI proposes for a contact field: kept apart until a person accepts it (AI never overwrites typing). */
export const EnrichmentSuggestion = z.object({
  id: z.uuid(),
  contactId: z.uuid(),
  field: EnrichmentField,
  value: z.string(),
  reason: z.string(),
  confidence: z.number().min(0).max(1),
  status: z.enum(['pending', 'accepted', 'rejected']),
  model: z.string(),
  builtIn: z.boolean(),
  createdAt: z.string(),
});
export type EnrichmentSuggestion = z.infer<typeof EnrichmentSuggestion>;

export const EnrichmentAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        field: EnrichmentField,
        value: z.string().min(1).max(500),
        reason: z.string().max(500),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(20),
});
export type EnrichmentAnswer = z.infer<typeof EnrichmentAnswer>;

export const contactCategories = [
  'decision_maker',
  'influencer',
  'champion',
  'end_user',
  'gatekeeper',
  'customer',
  'partner',
  'unknown',
] as const;

export const CategoryAnswer = z.object({
  category: z.enum(contactCategories),
  segment: z.enum(['enterprise', 'mid_market', 'smb', 'consumer', 'unknown']),
  tags: z.array(z.string().max(50)).max(8),
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.string().max(300)).max(10),
});
export type CategoryAnswer = z.infer<typeof CategoryAnswer>;

/** BANT-style qualification (budget, authority, need, timing) with a verdict. */
export const QualificationAnswer = z.object({
  qualified: z.boolean(),
  stage: z.enum(['unqualified', 'marketing_qualified', 'sales_qualified', 'opportunity']),
  budget: z.enum(['confirmed', 'likely', 'unknown', 'unlikely']),
  authority: z.enum(['decision_maker', 'influencer', 'unknown']),
  need: z.enum(['strong', 'some', 'unknown']),
  timing: z.enum(['now', 'this_quarter', 'later', 'unknown']),
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.string().max(300)).max(10),
  nextSteps: z.array(z.string().max(300)).max(5),
});
export type QualificationAnswer = z.infer<typeof QualificationAnswer>;

const resultMeta = { model: z.string(), promptVersion: z.string(), builtIn: z.boolean(), analysedAt: z.string() };
export const ContactCategory = CategoryAnswer.extend({ contactId: z.uuid(), ...resultMeta });
export type ContactCategory = z.infer<typeof ContactCategory>;
export const ContactQualification = QualificationAnswer.extend({ contactId: z.uuid(), ...resultMeta });
export type ContactQualification = z.infer<typeof ContactQualification>;
export const ContactEnrichment = z.object({
  contactId: z.uuid(),
  suggestions: z.array(EnrichmentSuggestion),
  model: z.string(),
  builtIn: z.boolean(),
});
export type ContactEnrichment = z.infer<typeof ContactEnrichment>;

/** Everything AI holds about one contact (the contact modal's AI Insights). */
export const ContactAnalysis = z.object({
  contactId: z.uuid(),
  score: ContactScore.nullable(),
  category: ContactCategory.nullable(),
  qualification: ContactQualification.nullable(),
  suggestions: z.array(EnrichmentSuggestion),
});
export type ContactAnalysis = z.infer<typeof ContactAnalysis>;

/** Spec 000 §9 smart analysis defaults: urgency medium, costLimit 1 ($), timeLimit 30000 ms. */
export const AnalysisLimits = z.object({
  urgency: Urgency.default('medium'),
  costLimit: z.coerce.number().min(0, 'cannot be negative').max(100_000).default(1),
  timeLimit: z.coerce.number().int().min(500, 'must be at least 500 ms').max(600_000).default(30_000),
});

export const analysisTasks = ['score', 'enrich', 'categorize', 'qualify'] as const;
export const AnalysisTask = z.enum(analysisTasks);
export type AnalysisTask = z.infer<typeof AnalysisTask>;

export const AnalyseContactRequest = AnalysisLimits.extend({
  contactId: z.uuid(),
  /** The caller's intent (an automation step's): asked again under it, the credits are not spent twice. */
  intentId: z.uuid().optional(),
  /** Enrichment (000 §9): standard by default; premium when urgency is high (001 §7). */
  priority: z.enum(['standard', 'premium']).optional(),
  level: z.enum(['basic', 'standard', 'premium']).default('basic'),
  businessContext: z.string().max(2000).optional(),
});
export type AnalyseContactRequest = z.input<typeof AnalyseContactRequest>;

export const DecideSuggestionRequest = z.object({ id: z.uuid(), decision: z.enum(['accept', 'reject']) });
