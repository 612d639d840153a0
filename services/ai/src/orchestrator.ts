import type { AiRuntime } from './ai-runtime';
import { createContactAnalysis } from './analysis/contact-analysis.service';
import { createContactInputs } from './analysis/contact-inputs';
import { createBulkRunner } from './bulk/bulk-runner';
import { createBulkService } from './bulk/bulk.service';
import { createJobFailures } from './jobs/job-failures';
import { createTaskCompletionAnalysis } from './jobs/task-completion';
import { orchestratorHandlers } from './orchestrator.handlers';
import { startSettingsSync } from './preferences/settings-sync';
import { createAiQueues } from './queues/ai-queues';
import { startAutoScoring } from './scoring/auto-scoring';
import { createImportScoring } from './scoring/import-scoring';
import { startAiWorkers } from './queues/ai-workers';

/** How often queued bulk batches are checked against the jobs Redis holds. */
const bulkSweepMs = 30_000;

/** Wires the orchestrator: queues and workers, the task-completion trigger, restart recovery, its RPC methods. */
export async function startOrchestrator(ai: AiRuntime) {
  const queues = createAiQueues(ai.config.REDIS_URL, ai.shutdown);
  const inputs = createContactInputs(ai.rpc);
  const analysis = createContactAnalysis(ai, inputs);
  const runner = createBulkRunner(ai, inputs, queues);
  const failures = createJobFailures(ai, queues, runner);
  const taskCompletion = createTaskCompletionAnalysis(ai, queues);
  const importScoring = createImportScoring(ai, inputs, analysis, queues);
  startAiWorkers(ai, { inputs, analysis, runner, failures, taskCompletion, importScoring });
  await taskCompletion.start();
  await startAutoScoring(ai, queues);
  startSettingsSync(ai);
  await runner.recover();
  const sweeping = setInterval(
    () => void runner.sweep().catch((error: unknown) => ai.log.warn({ err: error }, 'bulk sweep failed; retrying')),
    bulkSweepMs,
  );
  sweeping.unref();
  ai.shutdown.add('bulk sweep', async () => clearInterval(sweeping));
  return orchestratorHandlers(ai, analysis, createBulkService(ai, runner, queues), failures);
}
