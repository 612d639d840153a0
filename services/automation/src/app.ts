import { automationQueueName } from '@smartcrm/contracts';
import { createEndpointGuard, migrationFolder, type ServiceDefinition, startJobWorker } from '@smartcrm/kit';
import { type AutomationConfig, automationConfigSchema } from './config';
import type { AutomationDb } from './db/schema';
import { crmRecords } from './engine/crm-records';
import { createOutreach } from './engine/outreach';
import { startReplyWaker } from './engine/reply-waker';
import { createRunService } from './engine/run.service';
import { createRunStarter } from './engine/run-starter';
import { startRunSweeper } from './engine/run-sweeper';
import { createStepQueue, StepJob } from './engine/step-queue';
import { createStepRunner } from './engine/step-runner';
import { startTriggerConsumer } from './engine/trigger-consumer';
import { workflowSecret } from './workflows/workflow-secret';
import { createHookService } from './triggers/hook.service';
import { startScheduleTicker } from './triggers/schedule-ticker';
import { workflowHandlers } from './workflows/workflow.handlers';
import { createWorkflowService } from './workflows/workflow.service';

/** Automation: workflows that turn crm's events into runs of steps, each applied once. */
export const automationService: ServiceDefinition<'automation', AutomationDb, AutomationConfig> = {
  name: 'automation',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: automationConfigSchema,
  setup: async ({ config, log, uow, nc, rpc, shutdown }) => {
    const records = crmRecords(rpc);
    const retry = { attempts: config.AUTOMATION_STEP_ATTEMPTS, delayMs: config.AUTOMATION_RETRY_DELAY_MS };
    const queue = createStepQueue(config.REDIS_URL, shutdown, retry);
    const guard = createEndpointGuard(config.AUTOMATION_HTTP_PRIVATE_HOSTS, {
      field: 'url',
      what: 'HTTP request step',
    });
    shutdown.add('http request client', () => guard.close());
    const outreach = createOutreach({
      rpc,
      guard,
      timeoutMs: config.AUTOMATION_HTTP_TIMEOUT_MS,
      secretOf: (tenantId, workflowId) => workflowSecret(config.AUTOMATION_SIGNING_KEY, tenantId, workflowId),
    });
    const runner = createStepRunner({ uow, records, outreach, queue, log });
    startJobWorker<StepJob, 'step'>({
      redisUrl: config.REDIS_URL,
      queue: automationQueueName,
      schema: StepJob,
      concurrency: config.AUTOMATION_CONCURRENCY,
      processors: { step: (job) => runner.process(job) },
      gaveUp: (_name, job, error) => runner.gaveUp(job, error),
      log,
      shutdown,
    });
    const start = createRunStarter({ uow, queue, log, maxDepth: config.AUTOMATION_MAX_DEPTH });
    await startTriggerConsumer({ nc, uow, records, start, log, shutdown });
    await startReplyWaker({ nc, uow, queue, log, shutdown });
    startRunSweeper({ uow, queue, log, shutdown, everyMs: config.AUTOMATION_SWEEP_MS });
    startScheduleTicker({ uow, rpc, start, log, shutdown, everyMs: config.AUTOMATION_SCHEDULE_POLL_MS });
    return workflowHandlers(
      createWorkflowService(uow, rpc, config.AUTOMATION_SIGNING_KEY),
      createRunService({ uow, records, start }),
      createHookService({ uow, rpc, start }),
    );
  },
};
