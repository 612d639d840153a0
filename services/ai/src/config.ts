import { baseConfigSchema, hostList, secret } from '@smartcrm/kit';
import { z } from 'zod';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const aiConfigSchema = baseConfigSchema.extend({
  /** Any OpenAI-compatible endpoint (OpenAI, Gemini's /v1beta/openai, Ollama, vLLM); unset: the built-in provider. */
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  /** Key of that endpoint (Ollama and vLLM accept any). */
  AI_API_KEY: optionalText,
  /** The model each urgency picks (001 §2.2: cost-optimized, balanced, accuracy-focused). */
  AI_MODEL_LOW: z.string().default('gemini-2.5-flash-8b'),
  AI_MODEL_MEDIUM: z.string().default('gemini-2.5-flash'),
  AI_MODEL_HIGH: z.string().default('gemini-2.5-pro'),
  /** How long one model call may take before it is abandoned (a smart call's timeLimit can shorten it). */
  AI_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Retries of a 429 or 5xx answer, with exponential back-off. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Overnight bulk through the provider's batch API (files + batches) when it has one. */
  AI_BATCH_API: z.enum(['auto', 'off']).default('auto'),
  /** Overnight window (UTC hours, start-end) for runs without a batch API. */
  AI_OVERNIGHT_WINDOW: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, 'must look like 1-5 (UTC hours)')
    .default('1-5'),
  /** Contacts a second an overnight run may send to a model provider without a batch API. */
  AI_OVERNIGHT_RATE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** How often a provider batch (overnight through a batch API) is asked whether it is done. */
  AI_BATCH_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Contacts one bulk job carries (one read, one set-based write). */
  AI_BULK_BATCH_SIZE: z.coerce.number().int().min(10).max(5000).default(500),
  /**
   * Contacts one bulk job carries when the built-in rules answer: with no model call to wait on, a
   * larger job spreads its fixed costs (queue, bookkeeping, charge, event) over more contacts.
   */
  AI_BULK_RULES_BATCH_SIZE: z.coerce.number().int().min(10).max(10_000).default(2000),
  AI_BULK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Largest number of contacts one smart-bulk request may name (spec 000 §7). */
  AI_BULK_MAX_CONTACTS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /**
   * Hosts a workspace's own model endpoint may name although they resolve to a private address
   * (an internal Ollama or vLLM), comma separated; any other private or internal address is refused.
   */
  AI_PROVIDER_PRIVATE_HOSTS: hostList,
  /** Encrypts tenants' own provider keys at rest. */
  AI_SETTINGS_SECRET: secret('smartcrm-dev-ai-settings-secret', 16),
});
export type AiConfig = z.infer<typeof aiConfigSchema>;
