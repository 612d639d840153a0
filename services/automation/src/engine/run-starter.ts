import type { AutomationObject } from '@smartcrm/contracts';
import type { Logger, UnitOfWork } from '@smartcrm/kit';
import type { AutomationDb } from '../db/schema';
import { runRepository as runs, type NewRun } from './run.repository';
import type { StepQueue } from './step-queue';

export interface RunToStart {
  workflowId: string;
  version: number;
  firstStep: string | null;
  object: AutomationObject;
  recordId: string;
  /** Unique per workflow: the event's id (or the manual request's), so a repeat starts nothing. */
  triggerKey: string;
}

/**
 * Starts runs in one statement and queues their first steps together after it commits. `depth` counts
 * the runs whose changes led here; past `maxDepth` the run is recorded as stopped by the loop
 * guard and does nothing.
 */
export function createRunStarter(deps: {
  uow: UnitOfWork<AutomationDb>;
  queue: StepQueue;
  log: Logger;
  maxDepth: number;
}) {
  return async (tenantId: string, toStart: RunToStart[], depth: number): Promise<number> => {
    const looped = depth > deps.maxDepth;
    const rows: NewRun[] = toStart.map((run) => ({
      tenant_id: tenantId,
      id: crypto.randomUUID(),
      workflow_id: run.workflowId,
      version: run.version,
      object: run.object,
      record_id: run.recordId,
      trigger_key: run.triggerKey,
      depth,
      status: looped || !run.firstStep ? 'stopped' : 'running',
      current_step: looped ? null : run.firstStep,
      due_at: looped ? null : new Date(),
      error: looped ? `Loop guard: ${depth} runs in a chain started each other (at most ${deps.maxDepth})` : null,
    }));
    const started = await deps.uow.statement(tenantId, (db) => runs.insertMany(db, rows));
    const first = started.flatMap((run) =>
      run.status === 'running' && run.current_step ? [{ tenantId, runId: run.id, stepId: run.current_step }] : [],
    );
    await deps.queue
      .addMany(first)
      .catch((error: unknown) =>
        deps.log.warn({ err: error, runs: first.length }, 'queueing runs failed; the sweeper will'),
      );
    return started.length;
  };
}
export type RunStarter = ReturnType<typeof createRunStarter>;
