import {
  AppError,
  builtInModelId,
  type BulkSummary,
  estimateBulk,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import type { AiQueues } from '../queues/ai-queues';
import { addBatches, batchSize, findRun, moveRun, toBulkRun } from './bulk.repository';
import type { BulkRunner } from './bulk-runner';
import { nextWindowStart } from './overnight-window';

type StartRequest = RpcParsedRequest<'ai.bulk.start'>;

const field = (path: string, message: string) => ({ issues: [{ path, message }] });

/** Bulk runs: estimate and limits (001 §9), start now or overnight, pause, resume, cancel. */
export function createBulkService(ai: AiRuntime, runner: BulkRunner, queues: AiQueues) {
  const { uow, config, credits } = ai;

  async function contactCount(request: StartRequest, ctx: RpcContext): Promise<number> {
    if (request.scope.kind === 'selected') {
      const count = new Set(request.scope.contactIds).size;
      if (count > config.AI_BULK_MAX_CONTACTS) {
        throw new AppError(
          'bad_input',
          `A bulk analysis takes at most ${config.AI_BULK_MAX_CONTACTS.toLocaleString('en-US')} contacts; ${count.toLocaleString('en-US')} were selected`,
          field('contacts', `at most ${config.AI_BULK_MAX_CONTACTS} contacts`),
        );
      }
      return count;
    }
    if (ctx.actor?.role !== 'super_admin') throw new AppError('forbidden', 'Only a super admin analyses every contact');
    return (await ai.rpc.call('crm.quotas.usage', {}, ctx)).used;
  }

  async function estimate(request: StartRequest, ctx: RpcContext) {
    const contacts = await contactCount(request, ctx);
    const figures = estimateBulk(contacts, request.mode);
    if (figures.costUsd > request.costLimit) {
      throw new AppError(
        'bad_input',
        `The estimated cost $${figures.costUsd.toFixed(2)} is above your cost limit $${request.costLimit.toFixed(2)}`,
        field('costLimit', `must be at least ${figures.costUsd.toFixed(2)}`),
      );
    }
    if (request.mode === 'immediate' && figures.seconds * 1000 > request.timeLimit) {
      throw new AppError(
        'bad_input',
        `The estimated time ${figures.seconds} s is above your time limit ${Math.round(request.timeLimit / 1000)} s; run it overnight or raise the limit`,
        field('timeLimit', `must be at least ${figures.seconds * 1000} ms`),
      );
    }
    return figures;
  }

  async function waitForEnd(tenantId: string, runId: string, timeLimit: number) {
    const deadline = Date.now() + timeLimit;
    for (;;) {
      const run = await uow.read(tenantId, (db) => findRun(db, tenantId, runId));
      if (run?.status !== 'running' || Date.now() >= deadline) return run;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function transition(
    id: string,
    ctx: RpcContext,
    from: ('running' | 'paused' | 'scheduled')[],
    to: 'paused' | 'running' | 'cancelled',
  ) {
    const tenantId = requireTenant(ctx);
    const moved = await uow.read(tenantId, (db) =>
      moveRun(
        db,
        tenantId,
        id,
        from,
        to,
        to === 'cancelled' ? `Cancelled by ${ctx.actor?.email ?? 'an operator'}` : null,
      ),
    );
    if (!moved) {
      const run = await uow.read(tenantId, (db) => findRun(db, tenantId, id));
      if (!run) throw new AppError('not_found', 'No such bulk run');
      throw new AppError('conflict', `The run is ${run.status}; it cannot be ${to === 'running' ? 'resumed' : to}`);
    }
    await runner.publishProgress(moved, true);
    if (to === 'running') {
      if (!moved.planned) await queues.bulkDrive({ tenantId, runId: id }, `resume${Date.now()}`);
      else await runner.feed(tenantId, id);
      await runner.finishIfDone(tenantId, id);
    }
    return toBulkRun(moved);
  }

  return {
    estimate,
    async start(request: StartRequest, ctx: RpcContext): Promise<BulkSummary> {
      const tenantId = requireTenant(ctx);
      const figures = await estimate(request, ctx);
      await credits.check(tenantId, figures.contacts);
      const resolved = await ai.resolver.forTenant(tenantId);
      const builtIn = resolved.source === 'builtin';
      const channel =
        request.mode === 'immediate' || builtIn ? 'now' : config.AI_BATCH_API === 'auto' ? 'batch_api' : 'window';
      const startAt = channel === 'window' ? nextWindowStart(config.AI_OVERNIGHT_WINDOW) : new Date();
      const scheduled = startAt.getTime() > Date.now();
      const run = await uow.withTenant(tenantId, async (trx) => {
        const row = await trx
          .insertInto('bulk_runs')
          .values({
            tenant_id: tenantId,
            analysis_type: request.analysisType,
            mode: request.mode,
            channel,
            status: scheduled ? 'scheduled' : 'running',
            urgency: request.urgency,
            model: builtIn ? builtInModelId : resolved.models[request.urgency],
            built_in: builtIn,
            estimate_cost: figures.costUsd,
            estimate_seconds: figures.seconds,
            cost_limit: request.costLimit,
            scheduled_for: scheduled ? startAt : null,
            started_at: scheduled ? null : new Date(),
            created_by: ctx.actor?.userId ?? null,
            planned: request.scope.kind === 'selected',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (request.scope.kind === 'selected') {
          const ids = [...new Set(request.scope.contactIds)];
          await addBatches(trx, tenantId, row.id, ids, batchSize(config, builtIn));
        }
        const inserted = await findRun(trx, tenantId, row.id);
        if (!inserted) throw new Error(`bulk run ${row.id} not readable after its insert`);
        return inserted;
      });
      await queues.bulkDrive({ tenantId, runId: run.id }, 'start', startAt.getTime() - Date.now());
      const latest = request.mode === 'immediate' ? await waitForEnd(tenantId, run.id, request.timeLimit) : undefined;
      const current = toBulkRun(latest ?? (await uow.read(tenantId, (db) => findRun(db, tenantId, run.id))) ?? run);
      return {
        run: current,
        summary: { total: current.total, successful: current.succeeded, failed: current.failed },
      };
    },
    list: async (ctx: RpcContext) => {
      const tenantId = requireTenant(ctx);
      const rows = await uow.read(tenantId, (db) =>
        db
          .selectFrom('bulk_run_progress')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute(),
      );
      return { items: rows.map(toBulkRun) };
    },
    get: async (id: string, ctx: RpcContext) => {
      const tenantId = requireTenant(ctx);
      const row = await uow.read(tenantId, (db) => findRun(db, tenantId, id));
      if (!row) throw new AppError('not_found', 'No such bulk run');
      return toBulkRun(row);
    },
    pause: (id: string, ctx: RpcContext) => transition(id, ctx, ['running', 'scheduled'], 'paused'),
    resume: (id: string, ctx: RpcContext) => transition(id, ctx, ['paused'], 'running'),
    cancel: (id: string, ctx: RpcContext) => transition(id, ctx, ['running', 'paused', 'scheduled'], 'cancelled'),
  };
}
export type BulkService = ReturnType<typeof createBulkService>;
