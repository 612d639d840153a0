import type { BulkJob } from '@smartcrm/contracts';
import type { AiRuntime } from '../ai-runtime';
import { leadScoresEvent } from '../analysis/lead-scores-event';
import { insertJobFailure } from '../jobs/job-failure.repository';
import type { CallUsage } from '../providers/provider';
import type { AiQueues } from '../queues/ai-queues';
import { insertModelCall } from '../usage/model-call.repository';
import { type BatchResults, writeResults } from './batch-analysis';
import { type BatchKey, batchState, markDone, markFailed } from './bulk-batch.repository';
import type { BulkFeeder } from './bulk-feeder';
import type { PublishProgress } from './bulk-progress';
import { claimPendingBatches, findRun, moveRun, type RunRow } from './bulk.repository';

const costLimitReached = (run: RunRow) => Number(run.cost_usd) >= Number(run.cost_limit) && run.processed < run.total;

/** How a batch ends: done with its results, or failed for good. */
export function createBatchCompletion(
  ai: AiRuntime,
  queues: AiQueues,
  publishProgress: PublishProgress,
  feeder: BulkFeeder,
) {
  const { uow } = ai;

  /**
   * Writes a finished batch in one transaction: its results (set-based), its state and counts (the
   * run's counters are its batches' sums: no row that every batch updates), one metered entry for
   * the batch and one lead-score event for crm. The next pending batch takes its place on the queue
   * in the same transaction: the run keeps as many batches queued without a `feed` after every batch.
   */
  async function completeBatch(
    run: RunRow,
    seq: number,
    size: number,
    found: number,
    results: BatchResults,
    usage: CallUsage | null,
  ) {
    const { tenant_id: tenantId, id: runId } = run;
    const key: BatchKey = { tenantId, runId, seq };
    const outcome = { succeeded: results.succeeded, failed: results.failed + size - found, costUsd: results.costUsd };
    const updated = await uow.withTenant(tenantId, async (trx, emit) => {
      if (!(await markDone(trx, key, outcome))) {
        const now = await batchState(trx, key);
        // Another worker finished it (a duplicate delivery): write nothing twice. Anything else is retried.
        if (now?.status === 'done' || now?.status === 'failed') return undefined;
        throw new Error(`bulk batch ${runId}/${seq} could not be marked done (${now?.status ?? 'unreadable'})`);
      }
      await writeResults(trx, tenantId, results);
      if (usage)
        await insertModelCall(trx, tenantId, { task: `bulk:${results.task}`, usage, success: true, items: found });
      if (results.scores.length) emit({ type: 'ai.contact.scored', tenantId, data: leadScoresEvent(results.scores) });
      const counted = await findRun(trx, tenantId, runId);
      if (!counted) throw new Error(`bulk run ${runId} not readable`);
      // Unlocked: a pause or cancel landing after this read finds the claimed batch's job, which
      // puts an unpaid batch back to pending (`batch` reads the run's status first).
      const next =
        counted.status === 'running' && !costLimitReached(counted)
          ? await claimPendingBatches(trx, tenantId, runId, 1)
          : [];
      return { counted, next };
    });
    if (!updated) return;
    const { counted, next } = updated;
    if (costLimitReached(counted)) {
      const reason = `Cost limit $${Number(counted.cost_limit).toFixed(2)} reached`;
      const stopped = await uow.read(tenantId, (db) => moveRun(db, tenantId, runId, ['running'], 'stopped', reason));
      if (stopped) await publishProgress(stopped, true);
      return;
    }
    for (const claim of next) await queues.bulkBatch({ tenantId, runId, seq: claim.seq }, claim.enqueues);
    await publishProgress(counted);
    // Nothing left to claim: the run may be done. Asked after commit, so of the last batches
    // finishing side by side, the one that commits last sees every other one done.
    if (next.length === 0) await feeder.finishIfDone(tenantId, runId);
  }

  /** A batch that failed for good: its contacts count as failed, the batch is kept for a requeue. */
  async function batchGaveUp({ tenantId, runId, seq }: BulkJob, error: Error) {
    if (seq === undefined) return;
    const updated = await uow.withTenant(tenantId, async (trx) => {
      const size = await markFailed(trx, { tenantId, runId, seq }, error.message);
      if (size === undefined) return undefined;
      await insertJobFailure(trx, {
        tenant_id: tenantId,
        queue: 'bulk',
        job_name: 'batch',
        job_data: JSON.stringify({ tenantId, runId, seq }),
        run_id: runId,
        contact_count: size,
        reason: error.message,
        attempts: 5,
      });
      return findRun(trx, tenantId, runId);
    });
    if (updated) await publishProgress(updated, true);
    await feeder.feed(tenantId, runId);
    await feeder.finishIfDone(tenantId, runId);
  }

  return { completeBatch, batchGaveUp };
}
export type BatchCompletion = ReturnType<typeof createBatchCompletion>;
