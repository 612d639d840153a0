import type { AiRuntime } from '../ai-runtime';
import type { AiQueues } from '../queues/ai-queues';
import type { PublishProgress } from './bulk-progress';
import { claimPendingBatches, completeIfDone, countQueued, lockRun } from './bulk.repository';

/**
 * Keeps each running run's batches flowing: only a few are queued at a time (the fairness between
 * runs of different tenants), and a run whose batches are all done is completed.
 */
export function createBulkFeeder(ai: AiRuntime, queues: AiQueues, publishProgress: PublishProgress) {
  const { uow, config } = ai;

  /**
   * Tops a running run's queued batches up to the per-run limit. The run's row is locked first:
   * instances finishing batches at once would otherwise each count the same queued batches and
   * together queue past the limit.
   */
  async function feed(tenantId: string, runId: string) {
    const claims = await uow.withTenant(tenantId, async (trx) => {
      if ((await lockRun(trx, tenantId, runId))?.status !== 'running') return [];
      const queued = await countQueued(trx, tenantId, runId);
      return claimPendingBatches(trx, tenantId, runId, config.AI_BULK_CONCURRENCY - queued);
    });
    for (const claim of claims) await queues.bulkBatch({ tenantId, runId, seq: claim.seq }, claim.enqueues);
  }

  async function finishIfDone(tenantId: string, runId: string) {
    const done = await uow.read(tenantId, (db) => completeIfDone(db, tenantId, runId));
    if (done) await publishProgress(done, true);
  }

  return { feed, finishIfDone };
}
export type BulkFeeder = ReturnType<typeof createBulkFeeder>;
