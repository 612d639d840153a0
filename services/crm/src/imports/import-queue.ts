import { queueNames, queuePrefix } from '@smartcrm/contracts';
import type { Logger, Shutdown } from '@smartcrm/kit';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';

export const ImportJob = z.object({ tenantId: z.uuid(), importId: z.uuid() });
export type ImportJob = z.infer<typeof ImportJob>;
export type ImportJobName = 'import' | 'revert';

const queue = queueNames.contactImport;
const prefix = queuePrefix(queue);

/** Producer side: fails fast when Redis is away, so the caller hears of it instead of waiting. */
export function createImportQueue(redisUrl: string, shutdown: Shutdown) {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const jobs = new Queue<ImportJob, void, ImportJobName>(queue, { connection, prefix });
  shutdown.add('import queue', async () => {
    await jobs.close();
    connection.disconnect();
  });
  return {
    /** The job id is the import's (plus the verb): adding it twice runs it once. */
    add: (name: ImportJobName, data: ImportJob) =>
      jobs.add(name, data, {
        jobId: name === 'import' ? data.importId : `${data.importId}-${name}`,
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      }),
  };
}
export type ImportQueue = ReturnType<typeof createImportQueue>;

export interface ImportProcessors {
  import(job: ImportJob, signal: AbortSignal): Promise<void>;
  revert(job: ImportJob, signal: AbortSignal): Promise<void>;
  /** Called once a job will not be tried again. */
  gaveUp(name: ImportJobName, job: ImportJob, error: Error): Promise<void>;
}

/** Consumer side: waits for Redis; on shutdown stops the running jobs at a batch boundary. */
export function startImportWorker(
  redisUrl: string,
  concurrency: number,
  processors: ImportProcessors,
  log: Logger,
  shutdown: Shutdown,
) {
  const stopping = new AbortController();
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<ImportJob, void, ImportJobName>(
    queue,
    async (job: Job<ImportJob, void, ImportJobName>) => {
      const data = ImportJob.safeParse(job.data);
      if (!data.success) throw new UnrecoverableError('job data breaks its contract');
      try {
        await processors[job.name](data.data, stopping.signal);
      } catch (error) {
        const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (final && !stopping.signal.aborted) await processors.gaveUp(job.name, data.data, error as Error);
        throw error;
      }
    },
    { connection, prefix, concurrency },
  );
  worker.on('failed', (job, error) => log.warn({ err: error, jobId: job?.id, name: job?.name }, 'import job failed'));
  worker.on('error', (error) => log.error({ err: error }, 'import worker error'));
  shutdown.add('import worker', async () => {
    stopping.abort();
    await worker.close();
    connection.disconnect();
  });
}
