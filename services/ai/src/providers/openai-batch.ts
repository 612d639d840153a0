import { callCostUsd, overnightDiscount } from '@smartcrm/contracts';
import { APIError, toFile } from 'openai';
import type { z } from 'zod';
import { type OpenAiEndpoint, openAiClient, parseAnswer, type structuredBody } from './openai-provider';

export interface BatchLine {
  customId: string;
  body: ReturnType<typeof structuredBody>;
}

export type BatchState =
  | { state: 'pending' }
  | { state: 'failed'; reason: string }
  | {
      state: 'done';
      answers: Map<string, unknown>;
      errors: Map<string, string>;
      inputTokens: number;
      outputTokens: number;
      costUsd: number;
    };

/** The provider has no batch API (404/405 on files or batches): overnight falls back to a paced window. */
export class NoBatchApiError extends Error {}

/** OpenAI's Batch API through the `openai` client: a JSONL file of chat completions, then a batch over it. */
export function createBatchApi(endpoint: OpenAiEndpoint) {
  const client = openAiClient(endpoint);

  return {
    async submit(lines: BatchLine[], name: string): Promise<string> {
      const jsonl = lines
        .map((l) =>
          JSON.stringify({ custom_id: l.customId, method: 'POST', url: '/v1/chat/completions', body: l.body }),
        )
        .join('\n');
      try {
        const file = await client.files.create({
          file: await toFile(Buffer.from(jsonl), `${name}.jsonl`),
          purpose: 'batch',
        });
        const batch = await client.batches.create({
          input_file_id: file.id,
          endpoint: '/v1/chat/completions',
          completion_window: '24h',
        });
        return batch.id;
      } catch (error) {
        if (error instanceof APIError && (error.status === 404 || error.status === 405)) {
          throw new NoBatchApiError('The model provider has no batch API');
        }
        throw error;
      }
    },

    /** Where a batch stands; once done, every answer parsed against the schema (a mismatch is that contact's error). */
    async collect<T>(batchId: string, model: string, schema: z.ZodType<T>): Promise<BatchState> {
      const batch = await client.batches.retrieve(batchId);
      if (['validating', 'in_progress', 'finalizing', 'cancelling'].includes(batch.status)) return { state: 'pending' };
      if (batch.status !== 'completed' || !batch.output_file_id) {
        return { state: 'failed', reason: `The provider's batch ended ${batch.status}` };
      }
      const text = await (await client.files.content(batch.output_file_id)).text();
      const answers = new Map<string, unknown>();
      const errors = new Map<string, string>();
      let inputTokens = 0;
      let outputTokens = 0;
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        const entry = JSON.parse(line) as {
          custom_id: string;
          response?: {
            status_code: number;
            body?: {
              choices?: { message?: { content?: string } }[];
              usage?: { prompt_tokens?: number; completion_tokens?: number };
            };
          };
          error?: { message?: string };
        };
        const body = entry.response?.body;
        inputTokens += body?.usage?.prompt_tokens ?? 0;
        outputTokens += body?.usage?.completion_tokens ?? 0;
        if (!body || entry.response?.status_code !== 200) {
          errors.set(entry.custom_id, entry.error?.message ?? `HTTP ${entry.response?.status_code ?? 'error'}`);
          continue;
        }
        const parsed = parseAnswer(body.choices?.[0]?.message?.content, schema);
        if (parsed.ok) answers.set(entry.custom_id, parsed.value);
        else errors.set(entry.custom_id, parsed.problem);
      }
      // The batch API is billed at half the list price.
      const costUsd = callCostUsd(model, inputTokens, outputTokens) * overnightDiscount;
      return { state: 'done', answers, errors, inputTokens, outputTokens, costUsd };
    },
  };
}
