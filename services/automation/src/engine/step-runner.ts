import {
  AppError,
  automationRequestId,
  type AutomationObject,
  findStep,
  nextStepId,
  type Step,
  WorkflowDefinition,
} from '@smartcrm/contracts';
import type { Logger, UnitOfWork } from '@smartcrm/kit';
import { UnrecoverableError } from 'bullmq';
import type { AutomationDb } from '../db/schema';
import { notificationRepository as notifications } from '../notifications/notification.repository';
import { workflowRepository as workflows } from '../workflows/workflow.repository';
import type { CrmRecords } from './crm-records';
import { runRepository as runs, type RunRow } from './run.repository';
import { waitMs } from '../workflows/workflow-validation';
import type { Outreach } from './outreach';
import type { Subjects } from './outreach-steps';
import { applyStep, planReads, planStep, type RunScope, type StepInput, type StepOutput } from './step-actions';
import { currentJob, type StepJob, type StepQueue } from './step-queue';

/** Errors a retry cannot mend: the record is gone, the change is refused, the AI credits are spent. */
const permanent = new Set(['bad_input', 'not_found', 'forbidden', 'quota_exceeded']);

/**
 * Runs one step of one run, exactly once in effect however often its job is delivered: the step's
 * plan is kept before anything is written elsewhere (so a repeat sends the same request, which
 * crm treats as the same change), and its result is recorded in the transaction that moves the
 * run on, guarded by the run still being at this step.
 */
export function createStepRunner(deps: {
  uow: UnitOfWork<AutomationDb>;
  records: CrmRecords;
  outreach: Outreach;
  queue: StepQueue;
  log: Logger;
}) {
  const { uow, records, queue } = deps;
  // Published versions never change: each is read from Postgres once per process.
  const versions = new Map<string, WorkflowDefinition>();
  const definitionOf = async (run: RunRow) => {
    const key = `${run.workflow_id}:${run.version}`;
    let definition = versions.get(key);
    if (!definition) {
      const row = await uow.read(run.tenant_id, (db) => workflows.version(db, run.workflow_id, run.version));
      definition = WorkflowDefinition.parse(row?.definition);
      versions.set(key, definition);
    }
    return definition;
  };

  const scopeOf = (run: RunRow): RunScope => ({
    tenantId: run.tenant_id,
    runId: run.id,
    workflowId: run.workflow_id,
    object: run.object as AutomationObject,
    recordId: run.record_id,
    ctx: { tenantId: run.tenant_id, actor: null, requestId: automationRequestId(run.id) },
  });

  /**
   * The kept plan (read with the run), or a new one kept now; a repeat counts its try. A plan
   * that takes a round robin's turn is kept in the turn's transaction; any other in one statement
   * that leaves a plan kept meanwhile (a racing repeat) alone, and that plan is the one used.
   */
  const plan = async (step: Step, run: RunRow, scope: RunScope, keptInput: unknown): Promise<StepInput> => {
    if (keptInput !== null) {
      await uow.statement(run.tenant_id, (db) => runs.countAttempt(db, run.id, step.id));
      return keptInput as StepInput;
    }
    // crm is read before the plan is kept: no pooled connection waits on another service.
    const subjects = await subjectsFor(step, scope);
    if (!(step.type === 'assign_owner' && step.mode === 'round_robin')) {
      const input = await planStep(step, scope, subjects, () => Promise.reject(new Error('no turn to take')));
      const row = { tenant_id: run.tenant_id, run_id: run.id, step_id: step.id, type: step.type, input };
      if (await uow.statement(run.tenant_id, (db) => runs.keepPlan(db, row))) return input;
      return (await uow.read(run.tenant_id, (db) => runs.step(db, run.id, step.id)))?.input as StepInput;
    }
    return uow.withTenant(run.tenant_id, async (trx) => {
      const raced = await runs.step(trx, run.id, step.id);
      if (raced) return raced.input as StepInput;
      const turn = () =>
        runs.nextTurn(trx, { tenant_id: run.tenant_id, workflow_id: run.workflow_id, step_id: step.id });
      const input = await planStep(step, scope, subjects, turn);
      await runs.insertStep(trx, {
        tenant_id: run.tenant_id,
        run_id: run.id,
        step_id: step.id,
        type: step.type,
        input,
      });
      return input;
    });
  };

  const subjectsFor = async (step: Step, scope: RunScope): Promise<Subjects | null> => {
    const reads = planReads(step);
    if (!reads) return null;
    const record = await records.get(scope.object, scope.recordId, scope.ctx);
    if (reads === 'record') return { record, contact: null };
    const contactId = scope.object === 'contact' ? null : ((record.contactId as string | null) ?? null);
    return {
      record,
      contact:
        scope.object === 'contact' ? record : contactId ? await records.get('contact', contactId, scope.ctx) : null,
    };
  };

  /**
   * A wait for a reply: its outcome once the reply or (due now) the timeout claimed it; null while
   * it waits. A run that reached it without waiting yet (it is the first step) starts waiting now.
   */
  const settled = (run: RunRow, step: Extract<Step, { type: 'wait_for_event' }>, input: StepInput) =>
    uow.withTenant(run.tenant_id, async (trx) => {
      const key = { tenant_id: run.tenant_id, run_id: run.id, step_id: step.id };
      if (run.waiting_for && run.due_at && run.due_at <= new Date())
        await runs.claimOutcome(trx, key, { outcome: false, timedOut: true });
      const output = ((await runs.step(trx, run.id, step.id))?.output as StepOutput | null) ?? null;
      if (!output && !run.waiting_for) {
        const dueAt = new Date(input.timeoutAt as string);
        await runs.advance(trx, run.id, step.id, { next: step.id, status: 'waiting', dueAt, waitingFor: step.event });
        return { waitsUntil: dueAt };
      }
      return { output };
    });

  async function process(job: StepJob): Promise<void> {
    const found = await uow.read(job.tenantId, (db) => runs.findWithPlan(db, job.runId, job.stepId));
    if (!found || (found.status !== 'running' && found.status !== 'waiting')) return;
    const { kept_input: keptInput, kept_step: keptStep, ...run } = found;
    if (run.current_step !== job.stepId) {
      // A stale or repeated job: the run has moved on; make sure its current step is queued.
      if (run.current_step)
        await queue.add(currentJob(run.tenant_id, { ...run, current_step: run.current_step }), run.due_at);
      return;
    }
    const definition = await definitionOf(run);
    const step = findStep(definition.steps, job.stepId);
    if (!step) throw new UnrecoverableError(`Step ${job.stepId} is not in version ${run.version}`);
    const scope = scopeOf(run);

    let output: Awaited<ReturnType<typeof applyStep>>;
    let input: StepInput;
    try {
      input = await plan(step, run, scope, keptStep === null ? null : keptInput);
      if (step.type === 'wait_for_event') {
        const wait = await settled(run, step, input);
        if ('waitsUntil' in wait)
          await queue.add({ tenantId: run.tenant_id, runId: run.id, stepId: step.id, waits: true }, wait.waitsUntil);
        // Not settled yet (a repeated job): the reply or the timeout's own job settles it.
        if (!wait.output) return;
        output = wait.output;
      } else output = await applyStep(step, input, scope, { records, outreach: deps.outreach });
    } catch (error) {
      const message = (error as Error).message;
      await uow
        .withTenant(run.tenant_id, (trx) => runs.noteError(trx, run.id, step.id, message, false))
        .catch(() => undefined);
      if (error instanceof AppError && permanent.has(error.code)) throw new UnrecoverableError(message);
      throw error;
    }

    const next = step.type === 'stop' ? null : nextStepId(definition, step.id, output.outcome);
    // A wait for a reply is due at its timeout; the reply wakes it sooner.
    const awaits = next ? findStep(definition.steps, next) : null;
    const waitsForEvent = awaits?.type === 'wait_for_event' ? awaits : null;
    const dueAt =
      step.type === 'wait'
        ? new Date(input.resumeAt as string)
        : new Date(Date.now() + (waitsForEvent ? waitMs(waitsForEvent) : 0));
    const status =
      next === null
        ? step.type === 'stop'
          ? 'stopped'
          : 'completed'
        : step.type === 'wait' || waitsForEvent
          ? 'waiting'
          : 'running';
    const to = { next, status, dueAt: next ? dueAt : null, waitingFor: waitsForEvent?.event ?? null } as const;
    // Nothing else to write with it (no notification, no event): one statement moves the run on and keeps the result.
    if (next !== null && step.type !== 'notify')
      await uow.statement(run.tenant_id, (db) => runs.completeAndAdvance(db, run.id, step.id, to, output));
    else
      await uow.withTenant(run.tenant_id, async (trx, emit) => {
        if (!(await runs.completeAndAdvance(trx, run.id, step.id, to, output))) return;
        if (step.type === 'notify') {
          await notifications.insertMany(
            trx,
            (input.userIds as string[]).map((userId) => ({
              tenant_id: run.tenant_id,
              id: crypto.randomUUID(),
              user_id: userId,
              workflow_id: run.workflow_id,
              run_id: run.id,
              object: run.object,
              record_id: run.record_id,
              message: input.message as string,
            })),
          );
        }
        if (next === null) {
          emit({
            type: 'automation.run.finished',
            tenantId: run.tenant_id,
            data: { runId: run.id, workflowId: run.workflow_id, status, error: null },
          });
        }
      });
    if (next)
      await queue.add(
        { tenantId: run.tenant_id, runId: run.id, stepId: next, ...(waitsForEvent ? { waits: true as const } : {}) },
        dueAt,
      );
  }

  /** The step will not be tried again: it and its run fail, visibly, with its error. */
  async function gaveUp(job: StepJob, error: Error): Promise<void> {
    const message = `Step "${job.stepId}" failed: ${error.message}`;
    await uow.withTenant(job.tenantId, async (trx, emit) => {
      const run = await runs.find(trx, job.runId);
      if (
        !run ||
        !(await runs.advance(trx, run.id, job.stepId, { next: null, status: 'failed', dueAt: null, error: message }))
      )
        return;
      await runs.noteError(trx, run.id, job.stepId, error.message, true);
      emit({
        type: 'automation.run.finished',
        tenantId: run.tenant_id,
        data: { runId: run.id, workflowId: run.workflow_id, status: 'failed', error: message },
      });
    });
  }

  return { process, gaveUp };
}
