import { queuePrefix } from '@smartcrm/contracts';
import { type Job, type JobsOptions, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Logger } from '../logger';
import type { Shutdown } from '../shutdown';

/** Retries with back-off, kept a day when done and a week when failed, unless a queue says otherwise. */
const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Producer side of a BullMQ queue: fails fast when Redis is away, so the caller hears of it
 * instead of waiting. The caller names the job id, so adding the same work twice runs it once.
 */
export function createJobProducer<Data, Name extends string>(
  redisUrl: string,
  queue: string,
  shutdown: Shutdown,
  options: JobsOptions = {},
) {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const jobs = new Queue<Data, void, Name>(queue, { connection, prefix: queuePrefix(queue) });
  shutdown.add(`${queue} queue`, async () => {
    await jobs.close();
    connection.disconnect();
  });
  return {
    /** `delay`: milliseconds before the job may run (a wait). */
    add: (name: Name, data: Data, jobId: string, delay?: number) =>
      jobs.add(name as never, data as never, { ...defaultJobOptions, ...options, jobId, ...(delay ? { delay } : {}) }),
    /** Several jobs in one round trip to Redis; an id already queued adds nothing, as with `add`. */
    addBulk: (jobsToAdd: { name: Name; data: Data; jobId: string }[]) =>
      jobs.addBulk(
        jobsToAdd.map((job) => ({
          name: job.name as never,
          data: job.data as never,
          opts: { ...defaultJobOptions, ...options, jobId: job.jobId },
        })),
      ),
    /** Runs a delayed job now (an awaited event came before its timeout); false when no such job waits. */
    promote: async (jobId: string): Promise<boolean> => {
      const job = await jobs.getJob(jobId);
      if (!job || !(await job.isDelayed())) return false;
      await job.promote();
      return true;
    },
  };
}

export interface JobWorkerOptions<Data, Name extends string> {
  redisUrl: string;
  queue: string;
  /** Job data is outside input: a job that breaks it is never retried. */
  schema: z.ZodType<Data>;
  concurrency: number;
  /** At most `max` jobs per `duration` ms across every worker of the queue (a send rate, say). */
  limiter?: { max: number; duration: number };
  processors: Record<Name, (data: Data, signal: AbortSignal) => Promise<void>>;
  /** Called once a job will not be tried again. */
  gaveUp(name: Name, data: Data, error: Error): Promise<void>;
  log: Logger;
  shutdown: Shutdown;
}

/** Consumer side: waits for Redis; on shutdown signals the running jobs to stop at a safe point. */
export function startJobWorker<Data, Name extends string>(o: JobWorkerOptions<Data, Name>) {
  const stopping = new AbortController();
  const connection = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<Data, void, Name>(
    o.queue,
    async (job: Job<Data, void, Name>) => {
      const data = o.schema.safeParse(job.data);
      if (!data.success) throw new UnrecoverableError('job data breaks its contract');
      try {
        await o.processors[job.name](data.data, stopping.signal);
      } catch (error) {
        const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (final && !stopping.signal.aborted) await o.gaveUp(job.name, data.data, error as Error);
        throw error;
      }
    },
    {
      connection,
      prefix: queuePrefix(o.queue),
      concurrency: o.concurrency,
      ...(o.limiter ? { limiter: o.limiter } : {}),
    },
  );
  worker.on('failed', (job, error) =>
    o.log.warn({ err: error, jobId: job?.id, name: job?.name }, `${o.queue} job failed`),
  );
  worker.on('error', (error) => o.log.error({ err: error }, `${o.queue} worker error`));
  o.shutdown.add(`${o.queue} worker`, async () => {
    stopping.abort();
    await worker.close();
    connection.disconnect();
  });
}
