import type { AiRuntime } from '../ai-runtime';
import type { ContactInputs } from '../analysis/contact-inputs';
import type { AiQueues } from '../queues/ai-queues';
import { createBatchWorker } from './bulk-batch-worker';
import { createBulkCharges } from './bulk-charges';
import { createBatchCompletion } from './bulk-completion';
import { createBulkFeeder } from './bulk-feeder';
import { createBulkPlanner } from './bulk-planner';
import { createBulkProgress } from './bulk-progress';
import { createProviderBatches } from './bulk-provider-batches';
import { createBulkRecovery } from './bulk-recovery';

/**
 * Runs bulk analyses batch by batch. Postgres holds the truth (batches and their state), the
 * bulk queue carries the work: each run keeps only a few batches queued at a time, so runs of
 * different tenants interleave instead of one million-contact run filling the queue.
 * planner → feeder → batch worker (charges once) → completion; recovery puts back what Redis lost.
 */
export function createBulkRunner(ai: AiRuntime, inputs: ContactInputs, queues: AiQueues) {
  const publishProgress = createBulkProgress(ai);
  const feeder = createBulkFeeder(ai, queues, publishProgress);
  const completion = createBatchCompletion(ai, queues, publishProgress, feeder);
  const providerBatches = createProviderBatches(ai, inputs, queues, completion);
  const chargeOnce = createBulkCharges(ai, publishProgress);
  const { recover, sweep } = createBulkRecovery(ai, queues, feeder);
  return {
    drive: createBulkPlanner(ai, inputs, feeder),
    batch: createBatchWorker(ai, inputs, chargeOnce, completion, providerBatches),
    poll: providerBatches.poll,
    batchGaveUp: completion.batchGaveUp,
    feed: feeder.feed,
    finishIfDone: feeder.finishIfDone,
    recover,
    sweep,
    publishProgress,
  };
}
export type BulkRunner = ReturnType<typeof createBulkRunner>;
