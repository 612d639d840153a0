import {
  AppError,
  BulkJob,
  ContactScoringJob,
  ImportScoringJob,
  type RpcContext,
  TaskCompletionJob,
} from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import { reopenFailed } from '../bulk/bulk-batch.repository';
import { reopenRun } from '../bulk/bulk.repository';
import type { BulkRunner } from '../bulk/bulk-runner';
import type { AiQueues } from '../queues/ai-queues';
import { jobAttempts } from '../queues/ai-queues';
import { insertJobFailure, listJobFailures, markRequeued } from './job-failure.repository';

/** Final failures stay in Postgres (beside BullMQ's failed set) with their reason, until requeued. */
export function createJobFailures(ai: AiRuntime, queues: AiQueues, runner: BulkRunner) {
  const { uow } = ai;

  async function record(tenantId: string, queue: string, name: string, data: unknown, error: Error, contacts = 1) {
    await uow.read(tenantId, (db) =>
      insertJobFailure(db, {
        tenant_id: tenantId,
        queue,
        job_name: name,
        job_data: JSON.stringify(data),
        run_id: null,
        contact_count: contacts,
        reason: error.message,
        attempts: jobAttempts,
      }),
    );
  }

  async function list(runId: string | undefined, ctx: RpcContext) {
    const tenantId = requireTenant(ctx);
    const rows = await uow.read(tenantId, (db) => listJobFailures(db, tenantId, runId));
    return {
      items: rows.map((r) => ({
        id: r.id,
        queue: r.queue,
        runId: r.run_id,
        contactCount: r.contact_count,
        reason: r.reason,
        attempts: r.attempts,
        failedAt: r.failed_at.toISOString(),
        requeuedAt: r.requeued_at?.toISOString() ?? null,
      })),
    };
  }

  /** Puts a failed job's work back: a bulk batch becomes pending again (its run resumes), a job is added anew. */
  async function requeue(id: string, ctx: RpcContext) {
    const tenantId = requireTenant(ctx);
    const failure = await uow.withTenant(tenantId, (trx) => markRequeued(trx, tenantId, id));
    if (!failure) throw new AppError('not_found', 'No such failure waiting for a requeue');
    const key = `r${Date.now()}`;
    if (failure.queue === 'bulk') {
      const { runId, seq } = BulkJob.parse(failure.job_data);
      await uow.withTenant(tenantId, async (trx) => {
        if (!(await reopenFailed(trx, { tenantId, runId, seq: seq ?? -1 }))) return;
        // The run's counters are its batches' sums: the batch pending again is no longer counted.
        await reopenRun(trx, tenantId, runId);
      });
      await runner.feed(tenantId, runId);
    } else if (failure.queue === 'contact_scoring') {
      const job = ContactScoringJob.parse(failure.job_data);
      await queues.scoreContact({ ...job, contentKey: `${job.contentKey}_${key}` });
    } else if (failure.queue === 'import_scoring') {
      await queues.scoreImportPage(ImportScoringJob.parse(failure.job_data), key);
    } else {
      const job = TaskCompletionJob.parse(failure.job_data);
      // The failed job still holds its id in BullMQ's failed set: drop it so the same id runs again.
      await queues.queues.taskCompletion.remove(job.eventId).catch(() => undefined);
      await queues.analyseTaskCompletion(job);
    }
    return { requeued: failure.contact_count };
  }

  return { record, list, requeue };
}
export type JobFailures = ReturnType<typeof createJobFailures>;
