import type { AnalysisTask, BulkJob, Urgency } from '@smartcrm/contracts';
import { UnrecoverableError } from 'bullmq';
import type { AiRuntime } from '../ai-runtime';
import type { ContactInputs } from '../analysis/contact-inputs';
import type { CallUsage } from '../providers/provider';
import { analyseBuiltIn, analyseWithModel } from './batch-analysis';
import { putBackQueued } from './bulk-batch.repository';
import type { ChargeOnce } from './bulk-charges';
import type { BatchCompletion } from './bulk-completion';
import type { ProviderBatches } from './bulk-provider-batches';
import { findBatch, findRun } from './bulk.repository';

/** One queued batch: charged once, analysed (rules, model, or handed to the provider's batch API), completed. */
export function createBatchWorker(
  ai: AiRuntime,
  inputs: ContactInputs,
  chargeOnce: ChargeOnce,
  completion: BatchCompletion,
  providerBatches: ProviderBatches,
) {
  const { uow, config } = ai;

  return async function batch({ tenantId, runId, seq }: BulkJob, signal: AbortSignal) {
    if (seq === undefined) throw new UnrecoverableError('a batch job names its batch');
    const key = { tenantId, runId, seq };
    const { run, batch } = await uow.read(tenantId, async (db) => ({
      run: await findRun(db, tenantId, runId),
      batch: await findBatch(db, tenantId, runId, seq),
    }));
    // A job whose run or batch cannot be read is retried, never dropped (its batch would stay queued).
    if (!run || !batch) throw new Error(`bulk batch ${runId}/${seq} not readable`);
    if (batch.status === 'done' || batch.status === 'failed') return;
    // A batch charged before its run was paused or cancelled (its first try failed after the charge)
    // is finished: it is paid for. Any other waits (resume queues it again) and costs nothing.
    if (run.status !== 'running' && !batch.charged) {
      await uow.read(tenantId, (db) => putBackQueued(db, key));
      return;
    }
    const ids = batch.contact_ids;
    if (!(await chargeOnce(key, ids.length))) return;
    if (run.channel === 'batch_api') return providerBatches.submit(run, seq, ids, batch.provider_batch_id);
    const started = performance.now();
    const items = await inputs.batch(tenantId, ids);
    const task = run.analysis_type as AnalysisTask;
    const results = run.built_in
      ? analyseBuiltIn(task, items)
      : await analyseWithModel(
          ai,
          { tenantId, task, urgency: run.urgency as Urgency, model: run.model },
          items,
          signal,
        );
    if (!run.built_in && run.channel === 'window') {
      // Outside a batch API the provider's rate limit is kept by pacing batches.
      const minimumMs = (ids.length / config.AI_OVERNIGHT_RATE) * 1000;
      const left = minimumMs - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
    const usage: CallUsage | null = run.built_in
      ? {
          provider: 'builtin',
          model: results.model,
          inputTokens: 0,
          outputTokens: 0,
          costUsd: 0,
          latencyMs: Math.round(performance.now() - started),
        }
      : null;
    await completion.completeBatch(run, seq, ids.length, items.length, results, usage);
  };
}
