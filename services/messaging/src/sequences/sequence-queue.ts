import { Actor, EnrolRequest, messagingQueueNames } from '@smartcrm/contracts';
import { createJobProducer, type RpcClient, type Shutdown, startJobWorker } from '@smartcrm/kit';
import { z } from 'zod';
import type { MessagingRuntime } from '../runtime';
import { createStepRunner } from './sequence-step';
import { createEnroller, type EnrolJob } from './sequence-enrol';
import { dueEnrolments } from './sequence.repository';

const SequenceJob = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('enrol'),
    tenantId: z.uuid(),
    actor: Actor,
    sequenceId: z.uuid(),
    runId: z.uuid(),
    contacts: EnrolRequest,
  }),
  z.object({ kind: z.literal('step'), tenantId: z.uuid(), enrolmentId: z.uuid(), step: z.number().int().min(0) }),
]);
type SequenceJob = z.infer<typeof SequenceJob>;

/**
 * Sequences on BullMQ: enrolment runs and steps are jobs. A step's job id names its enrolment and
 * step, so the scheduler adding a due step again while it waits or runs adds nothing; jobs go once
 * done (a step deferred to its window is added again when due), and the step itself sends at most
 * once (see sequence-step). The worker's limiter throttles sends across every instance.
 */
export function startSequenceQueue(
  rt: MessagingRuntime,
  rpc: RpcClient,
  handOver: (tenantId: string, id: string) => void,
  shutdown: Shutdown,
) {
  const queue = messagingQueueNames.sequences;
  const jobs = createJobProducer<SequenceJob, SequenceJob['kind']>(rt.config.REDIS_URL, queue, shutdown, {
    removeOnComplete: true,
  });
  const runStep = createStepRunner(rt, handOver);
  const enrol = createEnroller(rt, rpc);
  startJobWorker<SequenceJob, SequenceJob['kind']>({
    redisUrl: rt.config.REDIS_URL,
    queue,
    schema: SequenceJob,
    concurrency: 2,
    limiter: { max: rt.config.MAIL_SEQUENCE_SENDS_PER_MINUTE, duration: 60_000 },
    processors: {
      enrol: async (job) => {
        if (job.kind === 'enrol') await enrol(job);
      },
      step: async (job) => {
        if (job.kind === 'step') await runStep(job.tenantId, job.enrolmentId, job.step);
      },
    },
    gaveUp: async (name, job, error) => rt.log.error({ err: error, name, job }, 'sequence job gave up'),
    log: rt.log,
    shutdown,
  });

  let polling: Promise<void> | null = null;
  const poll = async () => {
    try {
      for (const due of await dueEnrolments(rt.db, 500)) {
        const data = { kind: 'step' as const, tenantId: due.tenant_id, enrolmentId: due.id, step: due.step };
        await jobs.add('step', data, `step_${due.id}_${due.step}`);
      }
    } catch (error) {
      rt.log.warn({ err: error }, 'looking for due sequence steps failed; retrying');
    }
    polling = null;
  };
  const timer = setInterval(() => {
    polling ??= poll();
  }, rt.config.MAIL_SEQUENCE_POLL_MS);
  shutdown.add('sequence scheduler', async () => {
    clearInterval(timer);
    await polling;
  });

  return {
    /** Starts an enrolment run in the background. */
    enrol: (job: EnrolJob) => jobs.add('enrol', { kind: 'enrol', ...job }, `enrol_${job.runId}`),
  };
}
