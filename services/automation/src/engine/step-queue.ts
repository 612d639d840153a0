import { automationQueueName } from '@smartcrm/contracts';
import { createJobProducer, type Shutdown } from '@smartcrm/kit';
import { z } from 'zod';

export const StepJob = z.object({
  tenantId: z.uuid(),
  runId: z.uuid(),
  stepId: z.string().min(1).max(40),
  /** The job of a step waiting for an event: due at its timeout, woken sooner by the event. */
  waits: z.literal(true).optional(),
});
export type StepJob = z.infer<typeof StepJob>;

/**
 * One job per (run, step), whose id says so: adding it again (a sweep, a redelivery) queues nothing
 * more. A wait for an event has a second one (its first job started the wait): `.waits`.
 */
export const stepJobId = (job: StepJob) => `${job.runId}_${job.stepId}${job.waits ? '.waits' : ''}`;

/** The job a run's current step runs under. */
export const currentJob = (
  tenantId: string,
  run: { id: string; current_step: string; waiting_for: string | null },
) => ({
  tenantId,
  runId: run.id,
  stepId: run.current_step,
  ...(run.waiting_for ? { waits: true as const } : {}),
});

export function createStepQueue(redisUrl: string, shutdown: Shutdown, retry: { attempts: number; delayMs: number }) {
  const jobs = createJobProducer<StepJob, 'step'>(redisUrl, automationQueueName, shutdown, {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.delayMs },
  });
  return {
    /** Queues the step; `dueAt` in the future makes it a delayed job (a wait). */
    add: (job: StepJob, dueAt?: Date | null) =>
      jobs.add('step', job, stepJobId(job), dueAt ? Math.max(0, dueAt.getTime() - Date.now()) : undefined),
    /** Queues steps to run now, in one round trip. */
    addMany: async (steps: StepJob[]) => {
      if (steps.length)
        await jobs.addBulk(steps.map((job) => ({ name: 'step' as const, data: job, jobId: stepJobId(job) })));
    },
    /** Runs the step now: its delayed job is promoted, or (gone) queued again. */
    wake: async (job: StepJob) => {
      if (!(await jobs.promote(stepJobId(job)))) await jobs.add('step', job, stepJobId(job));
    },
  };
}
export type StepQueue = ReturnType<typeof createStepQueue>;
