import type { Kysely } from 'kysely';
import type { AiDb } from '../db/schema';

/** One batch of a run: every statement here names it by its whole key. */
export interface BatchKey {
  tenantId: string;
  runId: string;
  seq: number;
}

const batch = (db: Kysely<AiDb>, { tenantId, runId, seq }: BatchKey) =>
  db.updateTable('bulk_batches').where('tenant_id', '=', tenantId).where('run_id', '=', runId).where('seq', '=', seq);

export const batchState = (db: Kysely<AiDb>, { tenantId, runId, seq }: BatchKey) =>
  db
    .selectFrom('bulk_batches')
    .select(['status', 'charged'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('seq', '=', seq)
    .executeTakeFirst();

/** True when this call marked the batch charged (false: it was charged already, or is gone). */
export async function markCharged(db: Kysely<AiDb>, key: BatchKey): Promise<boolean> {
  const marked = await batch(db, key)
    .set({ charged: true })
    .where('charged', '=', false)
    .returning('seq')
    .executeTakeFirst();
  return marked !== undefined;
}

/** The credits could not be spent: the batch is unpaid and waits again. */
export const releaseCharge = (db: Kysely<AiDb>, key: BatchKey) =>
  batch(db, key).set({ charged: false, status: 'pending' }).execute();

/** A queued batch of a run that is no longer running waits again (a resume queues it anew). */
export const putBackQueued = (db: Kysely<AiDb>, key: BatchKey) =>
  batch(db, key).set({ status: 'pending' }).where('status', '=', 'queued').execute();

export interface BatchOutcome {
  succeeded: number;
  failed: number;
  costUsd: number;
}

/** Marks a queued batch done with its counts; false when it was not queued (a duplicate delivery or worse). */
export async function markDone(db: Kysely<AiDb>, key: BatchKey, outcome: BatchOutcome): Promise<boolean> {
  const done = await batch(db, key)
    .set({
      status: 'done',
      succeeded: outcome.succeeded,
      failed: outcome.failed,
      cost_usd: outcome.costUsd.toFixed(6),
      done_at: new Date(),
    })
    .where('status', '=', 'queued')
    .returning('seq')
    .executeTakeFirst();
  return done !== undefined;
}

/** Marks a queued batch failed (all its contacts failed); its size, or undefined when it was not queued. */
export async function markFailed(db: Kysely<AiDb>, key: BatchKey, reason: string): Promise<number | undefined> {
  const failed = await batch(db, key)
    .set((eb) => ({ status: 'failed', failed: eb.ref('size'), error: reason.slice(0, 1000) }))
    .where('status', '=', 'queued')
    .returning('size')
    .executeTakeFirst();
  return failed?.size;
}

/** A failed batch is pending again (a requeue); false when it was not failed. */
export async function reopenFailed(db: Kysely<AiDb>, key: BatchKey): Promise<boolean> {
  const reopened = await batch(db, key)
    .set({ status: 'pending', failed: 0, error: null })
    .where('status', '=', 'failed')
    .returning('seq')
    .executeTakeFirst();
  return reopened !== undefined;
}

export const setProviderBatch = (db: Kysely<AiDb>, key: BatchKey, providerBatchId: string) =>
  batch(db, key).set({ provider_batch_id: providerBatchId }).execute();
