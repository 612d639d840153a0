import { callCostUsd } from '@smartcrm/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import { type CallUsage, type Provider, ProviderCallError, type StructuredCall } from './provider';

export interface OpenAiEndpoint {
  baseUrl: string;
  apiKey: string;
  maxRetries: number;
  /** How the client connects (a workspace's endpoint goes through the endpoint guard). */
  fetch?: typeof fetch;
}

/** The client of an endpoint; the openai client retries 408/409/429/5xx itself with exponential back-off. */
export const openAiClient = (endpoint: OpenAiEndpoint) =>
  new OpenAI({
    baseURL: endpoint.baseUrl,
    apiKey: endpoint.apiKey || 'none',
    maxRetries: endpoint.maxRetries,
    fetch: endpoint.fetch,
  });

/** The JSON schema sent as structured output: the caller's, or the zod schema's own. */
export const jsonSchemaOf = <T>(call: Pick<StructuredCall<T>, 'schema' | 'jsonSchema'>): Record<string, unknown> =>
  call.jsonSchema ?? (z.toJSONSchema(call.schema, { target: 'draft-7', io: 'output' }) as Record<string, unknown>);

/** A chat completion request with a JSON schema as the answer's format (also one line of a batch file). */
export function structuredBody<T>(call: Omit<StructuredCall<T>, 'builtIn' | 'timeoutMs'>) {
  return {
    model: call.model,
    messages: [
      { role: 'system' as const, content: call.system },
      { role: 'user' as const, content: call.prompt },
    ],
    max_completion_tokens: call.maxOutputTokens,
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: call.schemaName, schema: jsonSchemaOf(call), strict: false },
    },
  };
}

/** Parses a model's answer against the call's schema; a mismatch is the caller's clear error, never a write. */
export function parseAnswer<T>(
  content: string | null | undefined,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problem: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
  };
}

/** Any OpenAI-compatible endpoint through the `openai` client: OpenAI, Gemini's compatible API, Ollama, vLLM. */
export function createOpenAiProvider(endpoint: OpenAiEndpoint): Provider {
  const client = openAiClient(endpoint);

  function usageOf(model: string, started: number, response?: OpenAI.Chat.ChatCompletion): CallUsage {
    const inputTokens = response?.usage?.prompt_tokens ?? 0;
    const outputTokens = response?.usage?.completion_tokens ?? 0;
    return {
      provider: 'openai',
      model,
      inputTokens,
      outputTokens,
      costUsd: callCostUsd(model, inputTokens, outputTokens),
      latencyMs: Math.round(performance.now() - started),
    };
  }

  async function complete(
    call: { model: string; timeoutMs: number; signal?: AbortSignal; task: string },
    body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  ) {
    const started = performance.now();
    // The time limit holds for the whole call, retries included.
    const deadline = AbortSignal.timeout(call.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;
    try {
      const response = await client.chat.completions.create(body, { timeout: call.timeoutMs, signal });
      return { response, started };
    } catch (error) {
      const usage = usageOf(call.model, started);
      const timedOut =
        error instanceof APIConnectionTimeoutError || (error instanceof APIUserAbortError && deadline.aborted);
      if (timedOut)
        throw new ProviderCallError(`The model did not answer within ${call.timeoutMs} ms`, usage, 'timeout');
      if (error instanceof APIUserAbortError) throw new ProviderCallError('The call was cancelled', usage, 'cancelled');
      const status = error instanceof APIError && error.status ? ` (HTTP ${error.status})` : '';
      throw new ProviderCallError(`The model provider failed${status}: ${(error as Error).message}`, usage, 'provider');
    }
  }

  return {
    kind: 'openai',
    async structured(call) {
      const { response, started } = await complete(call, structuredBody(call));
      const usage = usageOf(call.model, started, response);
      const answer = parseAnswer(response.choices[0]?.message?.content, call.schema);
      if (!answer.ok) {
        const message = `The model's answer did not match the ${call.schemaName} format: ${answer.problem}`;
        throw new ProviderCallError(message, usage, 'schema');
      }
      return { value: answer.value, usage };
    },
    async text(call) {
      const body = {
        model: call.model,
        messages: [
          { role: 'system' as const, content: call.system },
          { role: 'user' as const, content: call.prompt },
        ],
        max_completion_tokens: call.maxOutputTokens,
      };
      const { response, started } = await complete(call, body);
      return { text: response.choices[0]?.message?.content ?? '', usage: usageOf(call.model, started, response) };
    },
  };
}
