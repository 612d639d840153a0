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
import type { BulkRunner } from '../bulk/bulk-runner';
import type { AiQueues } from '../queues/ai-queues';
import { jobAttempts } from '../queues/ai-queues';

/** Final failures stay in Postgres (beside BullMQ's failed set) with their reason, until requeued. */
export function createJobFailures(ai: AiRuntime, queues: AiQueues, runner: BulkRunner) {
  const { uow } = ai;

  async function record(tenantId: string, queue: string, name: string, data: unknown, error: Error, contacts = 1) {
    await uow.read(tenantId, (db) =>
      db
        .insertInto('job_failures')
        .values({
          tenant_id: tenantId,
          queue,
          job_name: name,
          job_data: JSON.stringify(data),
          run_id: null,
          contact_count: contacts,
          reason: error.message.slice(0, 1000),
          attempts: jobAttempts,
        })
        .execute(),
    );
  }

  async function list(runId: string | undefined, ctx: RpcContext) {
    const tenantId = requireTenant(ctx);
    let query = ai.db
      .selectFrom('job_failures')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('failed_at', 'desc')
      .limit(100);
    if (runId) query = query.where('run_id', '=', runId);
    const rows = await uow.read(tenantId, () => query.execute());
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
    const failure = await uow.withTenant(tenantId, (trx) =>
      trx
        .updateTable('job_failures')
        .set({ requeued_at: new Date() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('requeued_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),
    );
    if (!failure) throw new AppError('not_found', 'No such failure waiting for a requeue');
    const key = `r${Date.now()}`;
    if (failure.queue === 'bulk') {
      const { runId, seq } = BulkJob.parse(failure.job_data);
      await uow.withTenant(tenantId, async (trx) => {
        const batch = await trx
          .updateTable('bulk_batches')
          .set({ status: 'pending', failed: 0, error: null })
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .where('seq', '=', seq ?? -1)
          .where('status', '=', 'failed')
          .returning('seq')
          .executeTakeFirst();
        if (!batch) return;
        // The run's counters are its batches' sums: the batch pending again is no longer counted.
        await trx
          .updateTable('bulk_runs')
          .set({ status: 'running', finished_at: null, reason: null })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', runId)
          .where('status', 'in', ['running', 'completed', 'stopped'])
          .execute();
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
