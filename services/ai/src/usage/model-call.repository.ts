import type { Kysely } from 'kysely';
import type { AiDb } from '../db/schema';
import type { CallUsage } from '../providers/provider';

export interface MeteredCall {
  task: string;
  usage: CallUsage;
  success: boolean;
  error?: string;
  /** Contacts a bulk batch covered with this one entry. */
  items?: number;
}

export const insertModelCall = (db: Kysely<AiDb>, tenantId: string, call: MeteredCall) =>
  db
    .insertInto('model_calls')
    .values({
      tenant_id: tenantId,
      task: call.task,
      provider: call.usage.provider,
      model: call.usage.model,
      items: call.items ?? 1,
      input_tokens: call.usage.inputTokens,
      output_tokens: call.usage.outputTokens,
      cost_usd: call.usage.costUsd.toFixed(6),
      latency_ms: call.usage.latencyMs,
      success: call.success,
      error: call.error?.slice(0, 1000) ?? null,
    })
    .execute();
