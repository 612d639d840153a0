import type { Logger, Shutdown, UnitOfWork } from '@smartcrm/kit';
import type { AutomationDb } from '../db/schema';
import { runRepository as runs } from './run.repository';
import { currentJob, type StepQueue } from './step-queue';

/**
 * Queues again the current step of runs that are overdue: a crash between a commit and its
 * queueing, or Redis losing its jobs, leaves a run without one; a job still delayed past its
 * run's due time (the clock was moved) runs now. Adding a job that still exists adds nothing (its
 * id is the run's and step's), so a sweep never doubles a step.
 */
export function startRunSweeper(deps: {
  uow: UnitOfWork<AutomationDb>;
  queue: StepQueue;
  log: Logger;
  shutdown: Shutdown;
  everyMs: number;
}) {
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const overdue = await deps.uow.withPlatform((trx) => runs.overdue(trx, Math.ceil(deps.everyMs / 1000)));
      for (const run of overdue) {
        if (run.current_step)
          await deps.queue.wake(currentJob(run.tenant_id, { ...run, current_step: run.current_step }));
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'sweeping overdue runs failed; will retry');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), deps.everyMs);
  timer.unref();
  deps.shutdown.add('run sweeper', () => clearInterval(timer));
}
