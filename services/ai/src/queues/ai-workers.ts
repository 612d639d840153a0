import { aiQueueNames, BulkJob, ContactScoringJob, ImportScoringJob, TaskCompletionJob } from '@smartcrm/contracts';
import { startJobWorker } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import type { ContactAnalysisService } from '../analysis/contact-analysis.service';
import type { ContactInputs } from '../analysis/contact-inputs';
import type { BulkRunner } from '../bulk/bulk-runner';
import type { JobFailures } from '../jobs/job-failures';
import { type ImportScoring, importScoringPage } from '../scoring/import-scoring';
import type { createTaskCompletionAnalysis } from '../jobs/task-completion';

/**
 * One worker per queue: single contacts never wait behind a bulk run (their own queue), and
 * bulk runs share the bulk queue fairly (each keeps only a few batches queued).
 */
export function startAiWorkers(
  ai: AiRuntime,
  parts: {
    inputs: ContactInputs;
    analysis: ContactAnalysisService;
    runner: BulkRunner;
    failures: JobFailures;
    taskCompletion: ReturnType<typeof createTaskCompletionAnalysis>;
    importScoring: ImportScoring;
  },
) {
  const common = { redisUrl: ai.config.REDIS_URL, log: ai.log, shutdown: ai.shutdown };
  startJobWorker({
    ...common,
    queue: aiQueueNames.contactScoring,
    schema: ContactScoringJob,
    concurrency: 8,
    processors: {
      score: async (job) => {
        const [input] = await parts.inputs.batch(job.tenantId, [job.contactId]);
        if (!input) return; // deleted since: nothing to score
        if (job.activityType === 'contact_change') await parts.analysis.scoreWithRules(job.tenantId, [input]);
        else await parts.analysis.scoreInput(job.tenantId, input, { tenantId: job.tenantId, urgency: 'low' });
      },
    },
    gaveUp: (name, job, error) => parts.failures.record(job.tenantId, aiQueueNames.contactScoring, name, job, error),
  });
  startJobWorker({
    ...common,
    queue: aiQueueNames.importScoring,
    schema: ImportScoringJob,
    concurrency: 2,
    processors: { page: (job) => parts.importScoring.page(job) },
    // A page's contacts (at most this many) wait for the requeue.
    gaveUp: (name, job, error) =>
      parts.failures.record(job.tenantId, aiQueueNames.importScoring, name, job, error, importScoringPage),
  });
  startJobWorker({
    ...common,
    queue: aiQueueNames.taskCompletion,
    schema: TaskCompletionJob,
    concurrency: 4,
    processors: { analyse: (job) => parts.taskCompletion.process(job) },
    gaveUp: (name, job, error) => parts.failures.record(job.tenantId, aiQueueNames.taskCompletion, name, job, error),
  });
  startJobWorker({
    ...common,
    queue: aiQueueNames.bulk,
    schema: BulkJob,
    concurrency: ai.config.AI_BULK_CONCURRENCY,
    processors: {
      drive: (job) => parts.runner.drive(job),
      batch: (job, signal) => parts.runner.batch(job, signal),
      poll: (job) => parts.runner.poll(job),
    },
    gaveUp: async (name, job, error) => {
      if (name === 'batch' || name === 'poll') await parts.runner.batchGaveUp(job, error);
      else await parts.failures.record(job.tenantId, aiQueueNames.bulk, name, job, error);
    },
  });
}
