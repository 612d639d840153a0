import type { AutomationObject, WorkflowRun } from '@smartcrm/contracts';
import type { RunRow, RunStepRow } from './run.repository';

export const toRun = (run: RunRow, steps: RunStepRow[]): WorkflowRun => ({
  id: run.id,
  workflowId: run.workflow_id,
  version: run.version,
  object: run.object as AutomationObject,
  recordId: run.record_id,
  status: run.status,
  error: run.error,
  depth: run.depth,
  startedAt: run.started_at.toISOString(),
  finishedAt: run.finished_at?.toISOString() ?? null,
  steps: steps.map((step) => ({
    stepId: step.step_id,
    type: step.type,
    status: step.status,
    attempts: step.attempts,
    input: step.input,
    output: step.output,
    error: step.error,
    startedAt: step.started_at.toISOString(),
    finishedAt: step.finished_at?.toISOString() ?? null,
  })),
});
