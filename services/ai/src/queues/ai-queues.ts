import {
  aiQueueNames,
  type BulkJob,
  type ContactScoringJob,
  type ImportScoringJob,
  queuePrefix,
  type TaskCompletionJob,
} from '@smartcrm/contracts';
import type { Shutdown } from '@smartcrm/kit';
import { type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Tries of a job before it lands in the failed set (and in ai.job_failures) with its reason. */
export const jobAttempts = 5;

const jobOptions: JobsOptions = {
  attempts: jobAttempts,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Producers of the AI queues. Job ids are chosen by the caller (a contact and its content
 * version, a run's batch and its enqueue count, an event id), so adding the same work twice
 * runs it once. Producers fail fast when Redis is away.
 */
export function createAiQueues(redisUrl: string, shutdown: Shutdown) {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const open = <Data>(name: string) => new Queue<Data>(name, { connection, prefix: queuePrefix(name) });
  const queues = {
    scoring: open<ContactScoringJob>(aiQueueNames.contactScoring),
    taskCompletion: open<TaskCompletionJob>(aiQueueNames.taskCompletion),
    bulk: open<BulkJob>(aiQueueNames.bulk),
    importScoring: open<ImportScoringJob>(aiQueueNames.importScoring),
  };
  shutdown.add('ai queues', async () => {
    await Promise.all(Object.values(queues).map((q) => q.close()));
    connection.disconnect();
  });
  const add = <Data>(queue: Queue<Data>, name: string, data: Data, jobId: string, extra: JobsOptions = {}) =>
    (queue as Queue).add(name, data, { ...jobOptions, ...extra, jobId });
  return {
    queues,
    scoreContact: (job: ContactScoringJob) =>
      add(queues.scoring, 'score', job, `${job.tenantId}_${job.contactId}_${job.contentKey}`),
    /** A page of an import's contacts; `key` tells a requeue apart from the first try. */
    scoreImportPage: (job: ImportScoringJob, key = '') =>
      add(
        queues.importScoring,
        'page',
        job,
        `${job.tenantId}_${job.importId}_${job.after ?? 'first'}${key && `_${key}`}`,
      ),
    analyseTaskCompletion: (job: TaskCompletionJob) => add(queues.taskCompletion, 'analyse', job, job.eventId),
    bulkBatch: (job: BulkJob & { seq: number }, enqueues: number) =>
      add(queues.bulk, 'batch', job, `${job.runId}_${job.seq}_${enqueues}`),
    /** Plans a run (or resumes planning) and starts it, now or at its scheduled time. */
    bulkDrive: (job: BulkJob, key: string, delayMs = 0) =>
      add(queues.bulk, 'drive', job, `${job.runId}_drive_${key}`, { delay: Math.max(0, delayMs) }),
    /** Polls a provider batch (OpenAI Batch API) until it ends. */
    bulkPoll: (job: BulkJob, key: string, delayMs: number) =>
      add(queues.bulk, 'poll', job, `${job.runId}_poll_${key}`, { delay: delayMs, attempts: 50 }),
  };
}
export type AiQueues = ReturnType<typeof createAiQueues>;
