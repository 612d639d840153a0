import { z } from 'zod';

/** Spec 001 §2.2: low is cost-optimized, medium balanced, high accuracy-focused. */
export const urgencies = ['low', 'medium', 'high'] as const;
export const Urgency = z.enum(urgencies);
export type Urgency = z.infer<typeof Urgency>;
export const urgencyLabels: Record<Urgency, string> = {
  low: 'Cost-optimized',
  medium: 'Balanced',
  high: 'Accuracy-focused',
};

export const modelFamilies = ['gemini', 'gemma', 'gpt', 'builtin'] as const;
export const modelCapabilities = ['text', 'json', 'reasoning', 'long-context', 'batch', 'offline'] as const;
export const modelBadges = ['recommended', 'popular', 'lightweight'] as const;

export const AiModel = z.object({
  id: z.string(),
  name: z.string(),
  family: z.enum(modelFamilies),
  version: z.string(),
  /** US dollars per 1M tokens. */
  pricing: z.object({ input: z.number(), output: z.number() }),
  contextWindow: z.number().int(),
  capabilities: z.array(z.enum(modelCapabilities)),
  badges: z.array(z.enum(modelBadges)),
  /** The selector's category tab. */
  category: z.enum(['fast', 'balanced', 'accurate', 'offline']),
  description: z.string(),
  recommended: z.boolean(),
});
export type AiModel = z.infer<typeof AiModel>;

/** The id under which the built-in (rule-based, no network) provider meters its work. */
export const builtInModelId = 'builtin-rules';

/** Models behind the selector (spec 001 §2.2, §9); prices are the providers' list prices per 1M tokens. */
export const modelCatalogue: readonly AiModel[] = [
  {
    id: 'gemini-2.5-flash',
    name: 'Gemini 2.5 Flash',
    family: 'gemini',
    version: '2.5',
    pricing: { input: 0.3, output: 2.5 },
    contextWindow: 1_048_576,
    capabilities: ['text', 'json', 'reasoning', 'long-context', 'batch'],
    badges: ['recommended', 'popular'],
    category: 'balanced',
    description: 'Fast, capable all-rounder: the balanced default for scoring and enrichment.',
    recommended: true,
  },
  {
    id: 'gemini-2.5-flash-8b',
    name: 'Gemini 2.5 Flash 8B',
    family: 'gemini',
    version: '2.5-8b',
    pricing: { input: 0.0375, output: 0.15 },
    contextWindow: 1_048_576,
    capabilities: ['text', 'json', 'long-context', 'batch'],
    badges: ['lightweight'],
    category: 'fast',
    description: 'Smallest Flash model: the cheapest choice for quick categorisation and bulk runs.',
    recommended: false,
  },
  {
    id: 'gemma-2-9b-it',
    name: 'Gemma 2 9B Instruct',
    family: 'gemma',
    version: '2-9b-it',
    pricing: { input: 0.03, output: 0.06 },
    contextWindow: 8192,
    capabilities: ['text', 'json'],
    badges: ['lightweight'],
    category: 'fast',
    description: 'Open-weights model, self-hostable (Ollama, vLLM): short prompts, very low cost.',
    recommended: false,
  },
  {
    id: 'gemini-2.5-pro',
    name: 'Gemini 2.5 Pro',
    family: 'gemini',
    version: '2.5',
    pricing: { input: 1.25, output: 10 },
    contextWindow: 1_048_576,
    capabilities: ['text', 'json', 'reasoning', 'long-context', 'batch'],
    badges: [],
    category: 'accurate',
    description: 'Most accurate Gemini: qualification and long histories where precision matters.',
    recommended: false,
  },
  {
    id: 'gpt-4o-mini',
    name: 'GPT-4o mini',
    family: 'gpt',
    version: '4o-mini',
    pricing: { input: 0.15, output: 0.6 },
    contextWindow: 128_000,
    capabilities: ['text', 'json', 'batch'],
    badges: ['popular'],
    category: 'fast',
    description: 'OpenAI small model: inexpensive structured outputs.',
    recommended: false,
  },
  {
    id: 'gpt-4o',
    name: 'GPT-4o',
    family: 'gpt',
    version: '4o',
    pricing: { input: 2.5, output: 10 },
    contextWindow: 128_000,
    capabilities: ['text', 'json', 'reasoning', 'batch'],
    badges: [],
    category: 'accurate',
    description: 'OpenAI flagship: accuracy-focused analysis.',
    recommended: false,
  },
  {
    id: builtInModelId,
    name: 'Built-in rules',
    family: 'builtin',
    version: '1',
    pricing: { input: 0, output: 0 },
    contextWindow: 0,
    capabilities: ['json', 'offline'],
    badges: [],
    category: 'offline',
    description: 'Deterministic, explainable rules that run without a network or a key.',
    recommended: false,
  },
];

export const findModel = (id: string): AiModel | undefined => modelCatalogue.find((m) => m.id === id);

/** Cost in US dollars of a call, from the catalogue's prices (an unknown model costs what the balanced default does). */
export function callCostUsd(modelId: string, inputTokens: number, outputTokens: number): number {
  const model = findModel(modelId) ?? findModel('gemini-2.5-flash');
  const pricing = model?.pricing ?? { input: 0, output: 0 };
  return (inputTokens * pricing.input + outputTokens * pricing.output) / 1_000_000;
}

/** Which model each urgency picks when nothing else is configured (001 §2.2). */
export const defaultModelByUrgency: Record<Urgency, string> = {
  low: 'gemini-2.5-flash-8b',
  medium: 'gemini-2.5-flash',
  high: 'gemini-2.5-pro',
};
