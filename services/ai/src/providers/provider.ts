import type { z } from 'zod';

/** What one model call used: metered per tenant into ai.model_calls. */
export interface CallUsage {
  provider: 'openai' | 'builtin';
  model: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  latencyMs: number;
}

interface CallBase {
  /** What the call is for, as metered and shown in AI Performance: 'score', 'tool:email-analysis', … */
  task: string;
  /** The model to use; the gateway picks it from the urgency when the caller does not. */
  model: string;
  system: string;
  prompt: string;
  maxOutputTokens?: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface StructuredCall<T> extends CallBase {
  /** Name of the JSON schema sent to the model (letters, digits, _ and -). */
  schemaName: string;
  /** What the answer must match; the answer is parsed with it, never trusted. */
  schema: z.ZodType<T>;
  /** The JSON schema sent as structured output; derived from `schema` when absent. */
  jsonSchema?: Record<string, unknown>;
  /** The deterministic answer the built-in provider gives (rules, templates): explainable and offline. */
  builtIn: () => T | Promise<T>;
}

export interface TextCall extends CallBase {
  builtIn: () => string | Promise<string>;
}

export interface Provider {
  readonly kind: 'openai' | 'builtin';
  structured<T>(call: StructuredCall<T>): Promise<{ value: T; usage: CallUsage }>;
  text(call: TextCall): Promise<{ text: string; usage: CallUsage }>;
}

/** A failed call still used something (tokens, time): the gateway meters it too. */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly usage: CallUsage,
    readonly reason: 'schema' | 'timeout' | 'provider' | 'cancelled',
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}
