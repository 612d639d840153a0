import type { AiRuntime } from '../ai-runtime';
import type { AiQueues } from '../queues/ai-queues';
import type { BulkFeeder } from './bulk-feeder';
import { findRun, queuedBatches, type RunRow, unfinishedRunIds } from './bulk.repository';

/** Postgres is the truth of bulk runs: what Redis lost (a restart, a lost append) is put back from it. */
export function createBulkRecovery(ai: AiRuntime, queues: AiQueues, feeder: BulkFeeder) {
  const { uow, log } = ai;

  /** Runs scheduled or running, each as its tenant reads it. */
  async function unfinishedRuns(): Promise<RunRow[]> {
    const runs: RunRow[] = [];
    for (const { tenant_id: tenantId, id } of await unfinishedRunIds(ai.db)) {
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
      else await feeder.feed(tenantId, runId);
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
      await feeder.feed(run.tenant_id, run.id);
      await feeder.finishIfDone(run.tenant_id, run.id);
    }
  }

  return { recover, sweep };
}
