import { type Kysely, type Selectable, sql } from 'kysely';
import type { AutomationDb } from '../db/schema';
import type { RunStepsTable, WorkflowRunsTable } from './run.table';

type Db = Kysely<AutomationDb>;
export type RunRow = Selectable<WorkflowRunsTable>;
export type RunStepRow = Selectable<RunStepsTable>;
export type NewRun = Omit<RunRow, 'started_at' | 'finished_at' | 'error' | 'depth' | 'waiting_for'> & {
  depth: number;
  error?: string | null;
};

/** Runs and their steps' results: the engine's record of what it did. */
export const runRepository = {
  /** New runs; one an event already started (same workflow and trigger key) is left alone. */
  insertMany: async (db: Db, runs: NewRun[]) => {
    if (runs.length === 0) return [];
    const ended = (run: NewRun) => run.status === 'stopped' || run.status === 'completed';
    return db
      .insertInto('workflow_runs')
      .values(runs.map((run) => ({ ...run, finished_at: ended(run) ? new Date() : null })))
      .onConflict((oc) => oc.columns(['tenant_id', 'workflow_id', 'trigger_key']).doNothing())
      .returning(['id', 'current_step', 'status', 'workflow_id'])
      .execute();
  },

  find: (db: Db, id: string) => db.selectFrom('workflow_runs').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The run and the plan kept for one of its steps (null before the step was planned): one round trip. */
  findWithPlan: (db: Db, id: string, stepId: string) =>
    db
      .selectFrom('workflow_runs as r')
      .leftJoin('run_steps as s', (join) =>
        join.onRef('s.tenant_id', '=', 'r.tenant_id').onRef('s.run_id', '=', 'r.id').on('s.step_id', '=', stepId),
      )
      .selectAll('r')
      .select(['s.input as kept_input', 's.step_id as kept_step'])
      .where('r.id', '=', id)
      .executeTakeFirst(),

  /** How deep each of these runs is in its chain (the loop guard's count). */
  depthsOf: (db: Db, ids: string[]) =>
    db.selectFrom('workflow_runs').select(['id', 'depth']).where(sql<boolean>`id = ANY(${ids}::uuid[])`).execute(),

  step: (db: Db, runId: string, stepId: string) =>
    db
      .selectFrom('run_steps')
      .selectAll()
      .where('run_id', '=', runId)
      .where('step_id', '=', stepId)
      .forUpdate()
      .executeTakeFirst(),

  insertStep: (db: Db, row: { tenant_id: string; run_id: string; step_id: string; type: string; input: unknown }) =>
    db
      .insertInto('run_steps')
      .values({ ...row, status: 'running', attempts: 1, input: JSON.stringify(row.input) })
      .execute(),

  /** Keeps the step's plan unless one is kept already; true when this one was. */
  keepPlan: async (
    db: Db,
    row: { tenant_id: string; run_id: string; step_id: string; type: string; input: unknown },
  ) => {
    const kept = await db
      .insertInto('run_steps')
      .values({ ...row, status: 'running', attempts: 1, input: JSON.stringify(row.input) })
      .onConflict((oc) => oc.columns(['tenant_id', 'run_id', 'step_id']).doNothing())
      .returning('run_id')
      .executeTakeFirst();
    return kept !== undefined;
  },

  countAttempt: (db: Db, runId: string, stepId: string) =>
    db
      .updateTable('run_steps')
      .set({ attempts: sql`attempts + 1` })
      .where('run_id', '=', runId)
      .where('step_id', '=', stepId)
      .execute(),

  /** A try's error, kept while the step is retried, so the run history shows why it waits. */
  noteError: (db: Db, runId: string, stepId: string, error: string, failed: boolean) =>
    db
      .updateTable('run_steps')
      .set({ error, ...(failed ? { status: 'failed', finished_at: new Date() } : {}) })
      .where('run_id', '=', runId)
      .where('step_id', '=', stepId)
      .where('status', '=', 'running')
      .execute(),

  /**
   * Moves the run from `from` to `next` (or ends it), only if `from` is still its step: of two
   * workers finishing the same step, one moves it and the other learns it lost.
   */
  advance: async (
    db: Db,
    runId: string,
    from: string,
    to: {
      next: string | null;
      status: RunRow['status'];
      dueAt: Date | null;
      error?: string | null;
      waitingFor?: string | null;
    },
  ) => {
    const ended = to.next === null;
    const result = await db
      .updateTable('workflow_runs')
      .set({
        current_step: to.next,
        status: to.status,
        due_at: to.dueAt,
        waiting_for: to.waitingFor ?? null,
        ...(to.error === undefined ? {} : { error: to.error }),
        ...(ended ? { finished_at: new Date() } : {}),
      })
      .where('id', '=', runId)
      .where('current_step', '=', from)
      .where('status', 'in', ['running', 'waiting'])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * `advance` and `completeStep` in one statement: the step's result is kept only if this worker
   * moved the run on. True when it did.
   */
  completeAndAdvance: async (
    db: Db,
    runId: string,
    from: string,
    to: { next: string | null; status: RunRow['status']; dueAt: Date | null; waitingFor: string | null },
    output: unknown,
  ) => {
    const now = new Date();
    const { moved } = await db
      .with('moved', (qb) =>
        qb
          .updateTable('workflow_runs')
          .set({
            current_step: to.next,
            status: to.status,
            due_at: to.dueAt,
            waiting_for: to.waitingFor,
            ...(to.next === null ? { finished_at: now } : {}),
          })
          .where('id', '=', runId)
          .where('current_step', '=', from)
          .where('status', 'in', ['running', 'waiting'])
          .returning(['tenant_id', 'id']),
      )
      .with('done', (qb) =>
        qb
          .updateTable('run_steps')
          .from('moved')
          .set({ status: 'completed', output: JSON.stringify(output), error: null, finished_at: now })
          .whereRef('run_steps.tenant_id', '=', 'moved.tenant_id')
          .whereRef('run_steps.run_id', '=', 'moved.id')
          .where('run_steps.step_id', '=', from)
          .returning('run_steps.run_id'),
      )
      .selectFrom('moved')
      .select(sql<number>`count(*)::int`.as('moved'))
      .executeTakeFirstOrThrow();
    return moved > 0;
  },

  /** A contact's runs waiting for that event, with the step that waits. */
  waitingFor: (db: Db, contactId: string, event: string) =>
    db
      .selectFrom('workflow_runs')
      .select(['id', 'current_step', 'tenant_id'])
      .where('object', '=', 'contact')
      .where('record_id', '=', contactId)
      .where('waiting_for', '=', event)
      .where('status', '=', 'waiting')
      .execute(),

  /**
   * Settles a wait for an event: the reply or the timeout, whichever claims it first (the
   * other finds the outcome taken). True when this claim won.
   */
  claimOutcome: async (
    db: Db,
    row: { tenant_id: string; run_id: string; step_id: string },
    output: { outcome: boolean } & Record<string, unknown>,
  ) => {
    const claimed = await db
      .insertInto('run_steps')
      .values({ ...row, type: 'wait_for_event', status: 'running', input: '{}', output: JSON.stringify(output) })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'run_id', 'step_id'])
          .doUpdateSet({ output: JSON.stringify(output) })
          .where('run_steps.output', 'is', null),
      )
      .returning('run_id')
      .executeTakeFirst();
    return claimed !== undefined;
  },

  /** The next turn of a round robin (0, 1, 2, …), counted once per planned step. */
  nextTurn: async (db: Db, row: { tenant_id: string; workflow_id: string; step_id: string }) => {
    const { turns } = await db
      .insertInto('round_robin_turns')
      .values({ ...row, turns: 1 })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'workflow_id', 'step_id']).doUpdateSet({ turns: sql`round_robin_turns.turns + 1` }),
      )
      .returning('turns')
      .executeTakeFirstOrThrow();
    return Number(turns) - 1;
  },

  history: async (db: Db, workflowId: string, limit: number) => {
    const runs = await db
      .selectFrom('workflow_runs')
      .selectAll()
      .where('workflow_id', '=', workflowId)
      .orderBy('started_at', 'desc')
      .limit(limit)
      .execute();
    const steps = runs.length
      ? await db
          .selectFrom('run_steps')
          .selectAll()
          .where(
            'run_id',
            'in',
            runs.map((r) => r.id),
          )
          .orderBy('started_at')
          .execute()
      : [];
    return { runs, steps };
  },

  /** Runs of every tenant whose step was due a while ago: their job may be lost (a platform read). */
  overdue: (db: Db, graceSeconds: number) =>
    db
      .selectFrom('workflow_runs')
      .select(['tenant_id', 'id', 'current_step', 'due_at', 'waiting_for'])
      .where('status', 'in', ['running', 'waiting'])
      .where('due_at', '<', sql<Date>`now() - make_interval(secs => ${graceSeconds})`)
      .orderBy('due_at')
      .limit(500)
      .execute(),
};
