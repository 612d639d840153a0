import type { AnalysisTask, BulkJob, ScoringInput, Urgency } from '@smartcrm/contracts';
import { buildEvent, publishEvent } from '@smartcrm/kit';
import { UnrecoverableError } from 'bullmq';
import { sql } from 'kysely';
import type { AiRuntime } from '../ai-runtime';
import type { ContactInputs } from '../analysis/contact-inputs';
import { leadScoresEvent } from '../analysis/lead-scores-event';
import type { AiQueues } from '../queues/ai-queues';
import { contactPrompt, systemPrompts } from '../analysis/prompts';
import { createBatchApi, NoBatchApiError } from '../providers/openai-batch';
import { structuredBody } from '../providers/openai-provider';
import type { CallUsage } from '../providers/provider';
import {
  analyseBuiltIn,
  analyseWithModel,
  answerSchemas,
  type BatchResults,
  collect,
  emptyResults,
  writeResults,
} from './batch-analysis';
import {
  addBatches,
  batchSize,
  claimPendingBatches,
  completeIfDone,
  countQueued,
  findBatch,
  findRun,
  lockRun,
  moveRun,
  queuedBatches,
  type RunRow,
} from './bulk.repository';

const planPage = 10_000;
const progressEveryMs = 1000;

const costLimitReached = (run: RunRow) => Number(run.cost_usd) >= Number(run.cost_limit) && run.processed < run.total;

/**
 * Runs bulk analyses batch by batch. Postgres holds the truth (batches and their state), the
 * bulk queue carries the work: each run keeps only a few batches queued at a time, so runs of
 * different tenants interleave instead of one million-contact run filling the queue.
 */
export function createBulkRunner(ai: AiRuntime, inputs: ContactInputs, queues: AiQueues) {
  const { uow, config, log, credits } = ai;
  const lastProgress = new Map<string, number>();
  const js = ai.nc.jetstream();

  async function publishProgress(run: RunRow, force = false) {
    const now = Date.now();
    if (!force && now - (lastProgress.get(run.id) ?? 0) < progressEveryMs) return;
    lastProgress.set(run.id, now);
    if (force) lastProgress.delete(run.id);
    const event = buildEvent({
      type: 'ai.bulk.progress',
      tenantId: run.tenant_id,
      data: {
        runId: run.id,
        status: run.status,
        total: run.total,
        processed: run.processed,
        succeeded: run.succeeded,
        failed: run.failed,
      },
    });
    await publishEvent(js, event).catch((error) => log.warn({ err: error }, 'bulk progress not published'));
  }

  /**
   * Tops a running run's queued batches up to the per-run limit (the fairness between runs).
   * The run's row is locked first: instances finishing batches at once would otherwise each
   * count the same queued batches and together queue past the limit.
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

  /** Plans a run over every contact from its cursor (resumable), then feeds it. */
  async function drive({ tenantId, runId }: BulkJob) {
    let run = await uow.read(tenantId, (db) => findRun(db, tenantId, runId));
    if (!run) return;
    if (run.status === 'scheduled') {
      run = (await uow.read(tenantId, (db) => moveRun(db, tenantId, runId, ['scheduled'], 'running'))) ?? run;
    }
    if (run.status !== 'running') return;
    let cursor = run.plan_cursor ?? undefined;
    while (!run.planned) {
      const ids = await inputs.idPage(tenantId, cursor, planPage);
      const last = ids.at(-1);
      await uow.withTenant(tenantId, async (trx) => {
        await addBatches(trx, tenantId, runId, ids, batchSize(config, run.built_in));
        await trx
          .updateTable('bulk_runs')
          .set({ plan_cursor: last ?? cursor ?? null, planned: ids.length < planPage })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', runId)
          .execute();
      });
      cursor = last ?? cursor;
      if (ids.length < planPage) break;
      // The first batches start while the rest is planned.
      await feed(tenantId, runId);
    }
    await feed(tenantId, runId);
    await finishIfDone(tenantId, runId);
  }

  /** Spends a batch's credits once: marked charged first, so a retry after a crash never charges again. */
  async function chargeOnce(tenantId: string, runId: string, seq: number, count: number): Promise<boolean> {
    const marked = await uow.read(tenantId, (db) =>
      db
        .updateTable('bulk_batches')
        .set({ charged: true })
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('seq', '=', seq)
        .where('charged', '=', false)
        .returning('seq')
        .executeTakeFirst(),
    );
    if (!marked) {
      const batch = await uow.read(tenantId, (db) =>
        db
          .selectFrom('bulk_batches')
          .select('charged')
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .where('seq', '=', seq)
          .executeTakeFirst(),
      );
      if (!batch?.charged) throw new Error(`bulk batch ${runId}/${seq} could not be marked charged`);
      return true;
    }
    try {
      await credits.spend(tenantId, count);
      return true;
    } catch (error) {
      await uow.read(tenantId, (db) =>
        db
          .updateTable('bulk_batches')
          .set({ charged: false, status: 'pending' })
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .where('seq', '=', seq)
          .execute(),
      );
      if (!credits.isQuotaError(error)) throw error;
      const stopped = await uow.read(tenantId, (db) =>
        moveRun(db, tenantId, runId, ['running'], 'stopped', (error as Error).message),
      );
      if (stopped) await publishProgress(stopped, true);
      return false;
    }
  }

  async function batch({ tenantId, runId, seq }: BulkJob, signal: AbortSignal) {
    if (seq === undefined) throw new UnrecoverableError('a batch job names its batch');
    const found = await uow.read(tenantId, async (db) => ({
      run: await findRun(db, tenantId, runId),
      batch: await findBatch(db, tenantId, runId, seq),
    }));
    const { run, batch } = found;
    // A job whose run or batch cannot be read is retried, never dropped (its batch would stay queued).
    if (!run || !batch) throw new Error(`bulk batch ${runId}/${seq} not readable`);
    if (batch.status === 'done' || batch.status === 'failed') return;
    // A batch charged before its run was paused or cancelled (its first try failed after the charge)
    // is finished: it is paid for. Any other waits (resume queues it again) and costs nothing.
    if (run.status !== 'running' && !batch.charged) {
      await uow.read(tenantId, (db) =>
        db
          .updateTable('bulk_batches')
          .set({ status: 'pending' })
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .where('seq', '=', seq)
          .where('status', '=', 'queued')
          .execute(),
      );
      return;
    }
    const ids = batch.contact_ids;
    if (!(await chargeOnce(tenantId, runId, seq, ids.length))) return;
    if (run.channel === 'batch_api') return submitToProvider(run, seq, ids, batch.provider_batch_id);
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
    await completeBatch(run, seq, ids.length, items.length, results, usage);
  }

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
    const missing = size - found;
    const updated = await uow.withTenant(tenantId, async (trx, emit) => {
      const done = await trx
        .updateTable('bulk_batches')
        .set({
          status: 'done',
          succeeded: results.succeeded,
          failed: results.failed + missing,
          cost_usd: results.costUsd.toFixed(6),
          done_at: new Date(),
        })
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('seq', '=', seq)
        .where('status', '=', 'queued')
        .returning('seq')
        .executeTakeFirst();
      if (!done) {
        const now = await trx
          .selectFrom('bulk_batches')
          .select('status')
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        // Another worker finished it (a duplicate delivery): write nothing twice. Anything else is retried.
        if (now?.status === 'done' || now?.status === 'failed') return undefined;
        throw new Error(`bulk batch ${runId}/${seq} could not be marked done (${now?.status ?? 'unreadable'})`);
      }
      await writeResults(trx, tenantId, results);
      if (usage) {
        await trx
          .insertInto('model_calls')
          .values({
            tenant_id: tenantId,
            task: `bulk:${results.task}`,
            provider: usage.provider,
            model: usage.model,
            items: found,
            input_tokens: usage.inputTokens,
            output_tokens: usage.outputTokens,
            cost_usd: usage.costUsd.toFixed(6),
            latency_ms: usage.latencyMs,
            success: true,
            error: null,
          })
          .execute();
      }
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
    if (next.length === 0) await finishIfDone(tenantId, runId);
  }

  const promptFor = (run: RunRow, input: ScoringInput) => {
    const task = run.analysis_type as AnalysisTask;
    return structuredBody({
      task,
      model: run.model,
      system: systemPrompts[task],
      prompt: contactPrompt(input),
      schemaName: `contact_${task}`,
      schema: answerSchemas[task],
    });
  };

  /** Overnight with a batch API: the batch's contacts go to the provider as one batch, polled until it ends. */
  async function submitToProvider(run: RunRow, seq: number, ids: string[], providerBatchId: string | null) {
    const { tenant_id: tenantId, id: runId } = run;
    if (!providerBatchId) {
      const resolved = await ai.resolver.forTenant(tenantId);
      if (!resolved.endpoint) throw new UnrecoverableError('No model provider is configured any more');
      const items = await inputs.batch(tenantId, ids);
      let submitted: string;
      try {
        const lines = items.map((input) => ({ customId: input.contact.id, body: promptFor(run, input) }));
        submitted = await createBatchApi(resolved.endpoint).submit(lines, `${runId}-${seq}`);
      } catch (error) {
        if (!(error instanceof NoBatchApiError)) throw error;
        // No batch API here: the run continues in the paced window instead.
        await uow.read(tenantId, (db) =>
          db
            .updateTable('bulk_runs')
            .set({ channel: 'window' })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', runId)
            .execute(),
        );
        log.info({ runId }, 'provider has no batch API; the run continues paced');
        throw error;
      }
      await uow.read(tenantId, (db) =>
        db
          .updateTable('bulk_batches')
          .set({ provider_batch_id: submitted })
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .where('seq', '=', seq)
          .execute(),
      );
    }
    await queues.bulkPoll({ tenantId, runId, seq }, `${seq}_${Date.now()}`, config.AI_BATCH_POLL_MS);
  }

  async function poll(job: BulkJob) {
    const { tenantId, runId, seq } = job;
    if (seq === undefined) return;
    const run = await uow.read(tenantId, (db) => findRun(db, tenantId, runId));
    const batch = await uow.read(tenantId, (db) => findBatch(db, tenantId, runId, seq));
    if (!run || !batch?.provider_batch_id || batch.status !== 'queued' || run.status === 'cancelled') return;
    const resolved = await ai.resolver.forTenant(tenantId);
    if (!resolved.endpoint) throw new UnrecoverableError('No model provider is configured any more');
    const task = run.analysis_type as AnalysisTask;
    const state = await createBatchApi(resolved.endpoint).collect(
      batch.provider_batch_id,
      run.model,
      answerSchemas[task],
    );
    if (state.state === 'pending') {
      await queues.bulkPoll(job, `${seq}_${Date.now()}`, config.AI_BATCH_POLL_MS);
      return;
    }
    if (state.state === 'failed') return batchGaveUp(job, new Error(state.reason));
    const items = await inputs.batch(tenantId, batch.contact_ids);
    const results = emptyResults(task, run.model);
    const now = new Date();
    for (const input of items) {
      const answer = state.answers.get(input.contact.id);
      if (answer === undefined) results.failed += 1;
      else collect(results, input, answer, run.model, false, now);
    }
    results.costUsd = state.costUsd;
    const usage: CallUsage = {
      provider: 'openai',
      model: run.model,
      inputTokens: state.inputTokens,
      outputTokens: state.outputTokens,
      costUsd: state.costUsd,
      latencyMs: Math.max(0, now.getTime() - (run.started_at?.getTime() ?? now.getTime())),
    };
    await completeBatch(run, seq, batch.contact_ids.length, items.length, results, usage);
  }

  /** A batch that failed for good: its contacts count as failed, the batch is kept for a requeue. */
  async function batchGaveUp({ tenantId, runId, seq }: BulkJob, error: Error) {
    if (seq === undefined) return;
    const updated = await uow.withTenant(tenantId, async (trx) => {
      const failed = await trx
        .updateTable('bulk_batches')
        .set((eb) => ({ status: 'failed', failed: eb.ref('size'), error: error.message.slice(0, 1000) }))
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('seq', '=', seq)
        .where('status', '=', 'queued')
        .returning('size')
        .executeTakeFirst();
      if (!failed) return undefined;
      const count = failed.size;
      await trx
        .insertInto('job_failures')
        .values({
          tenant_id: tenantId,
          queue: 'bulk',
          job_name: 'batch',
          job_data: JSON.stringify({ tenantId, runId, seq }),
          run_id: runId,
          contact_count: count,
          reason: error.message.slice(0, 1000),
          attempts: 5,
        })
        .execute();
      return findRun(trx, tenantId, runId);
    });
    if (updated) await publishProgress(updated, true);
    await feed(tenantId, runId);
    await finishIfDone(tenantId, runId);
  }

  /** Runs scheduled or running, each as its tenant reads it. */
  async function unfinishedRuns(): Promise<RunRow[]> {
    const { rows } = await sql<{ tenant_id: string; id: string }>`SELECT * FROM unfinished_bulk_runs()`.execute(ai.db);
    const runs: RunRow[] = [];
    for (const { tenant_id: tenantId, id } of rows) {
      const run = await uow.read(tenantId, (db) => findRun(db, tenantId, id));
      if (run) runs.push(run);
    }
    return runs;
  }

  /**
   * A run's queued batches back on the queue under their own job ids: a job Redis still holds is
   * not duplicated, one it lost is added again. With `polls`, provider batches get a poll too.
   */
  async function requeueQueued({ tenant_id: tenantId, id: runId }: RunRow, { polls }: { polls: boolean }) {
    const queued = await uow.read(tenantId, (db) => queuedBatches(db, tenantId, runId));
    for (const b of queued) {
      if (!b.provider_batch_id) await queues.bulkBatch({ tenantId, runId, seq: b.seq }, b.enqueues);
      else if (polls) await queues.bulkPoll({ tenantId, runId, seq: b.seq }, `${b.seq}_recover${Date.now()}`, 1000);
    }
  }

  /** After a restart (of this service or of Redis): every queued batch and unplanned run goes back on the queue. */
  async function recover() {
    const runs = await unfinishedRuns();
    for (const run of runs) {
      const { tenant_id: tenantId, id: runId } = run;
      if (run.status === 'scheduled') {
        await queues.bulkDrive({ tenantId, runId }, 'start', (run.scheduled_for?.getTime() ?? Date.now()) - Date.now());
        continue;
      }
      await requeueQueued(run, { polls: true });
      if (!run.planned) await queues.bulkDrive({ tenantId, runId }, `recover${Date.now()}`);
      else await feed(tenantId, runId);
    }
    if (runs.length) log.info({ runs: runs.length }, 'bulk runs recovered');
  }

  /**
   * While running, on every instance: a batch still queued in Postgres whose job Redis no longer
   * has (an append-only file loses up to its last second in a restart) goes back on the queue,
   * and a run whose work is all done is finished. Provider batches and unplanned runs are left to
   * `recover` at start-up.
   */
  async function sweep() {
    for (const run of await unfinishedRuns()) {
      if (run.status !== 'running' || !run.planned) continue;
      await requeueQueued(run, { polls: false });
      await feed(run.tenant_id, run.id);
      await finishIfDone(run.tenant_id, run.id);
    }
  }

  return { drive, batch, poll, batchGaveUp, feed, recover, sweep, publishProgress, finishIfDone };
}
export type BulkRunner = ReturnType<typeof createBulkRunner>;
