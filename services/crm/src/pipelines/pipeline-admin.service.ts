import { AppError, type Pipeline, type RpcContext, type RpcParsedRequest, utcToday } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { defaultStages } from './default-stages';
import { countPipelineDeals, isNameTaken, movePipelineDeals, nextPipelinePosition } from './pipeline-admin.repository';
import { toPipeline } from './pipeline.mapper';
import { bumpPipelineVersion, ensureDefaultPipeline, listPipelineRows, listStageRows } from './pipeline.repository';
import { loadPipeline } from './pipeline.service';
import { planStages } from './stage-plan';
import { applyStagePlan } from './stage-writes.repository';

const nameTaken = (name: string) =>
  new AppError('conflict', `A pipeline named ${name} already exists`, { field: 'name' });

/** Names a taken name as the conflict it is rather than an internal error. */
async function uniqueName<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isNameTaken(error) ? nameTaken(name) : error;
  }
}

async function listAll(trx: Kysely<CrmDb>) {
  const [pipelines, stages] = await Promise.all([listPipelineRows(trx), listStageRows(trx)]);
  return pipelines.map((row) => toPipeline(row, stages));
}

/** Creating, renaming, ordering, choosing the default and deleting a tenant's pipelines. */
export function createPipelineAdminService(uow: UnitOfWork<CrmDb>) {
  return {
    async create(request: RpcParsedRequest<'crm.pipelines.create'>, ctx: RpcContext): Promise<Pipeline> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        await ensureDefaultPipeline(trx, tenantId);
        const plan = planStages([], request.stages ?? defaultStages, {});
        const position = await nextPipelinePosition(trx);
        const created = await uniqueName(
          request.name,
          trx
            .insertInto('pipelines')
            .values({ tenant_id: tenantId, name: request.name, position })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await applyStagePlan(trx, tenantId, created.id, plan.stages);
        emit({ type: 'crm.pipeline.created', tenantId, data: { pipelineId: created.id, name: request.name } });
        return loadPipeline(trx, created.id);
      });
    },

    async rename({ id, version, name }: RpcParsedRequest<'crm.pipelines.rename'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const current = await loadPipeline(trx, id, { lock: true });
        if (current.version !== version) {
          throw new AppError('conflict', 'Someone else changed this pipeline since you opened it', { current });
        }
        await uniqueName(name, trx.updateTable('pipelines').set({ name }).where('id', '=', id).execute());
        const bumped = await bumpPipelineVersion(trx, id);
        emit({ type: 'crm.pipeline.updated', tenantId, data: { pipelineId: id, version: bumped.version } });
        return toPipeline(bumped, await listStageRows(trx, id));
      });
    },

    async setDefault(id: string, ctx: RpcContext): Promise<Pipeline> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const current = await loadPipeline(trx, id, { lock: true });
        if (current.isDefault) return current;
        // Two statements: the partial unique index allows one default at any moment.
        await trx.updateTable('pipelines').set({ is_default: false }).where('is_default', '=', true).execute();
        await trx.updateTable('pipelines').set({ is_default: true }).where('id', '=', id).execute();
        const bumped = await bumpPipelineVersion(trx, id);
        emit({ type: 'crm.pipeline.updated', tenantId, data: { pipelineId: id, version: bumped.version } });
        return toPipeline(bumped, await listStageRows(trx, id));
      });
    },

    async reorder({ ids }: RpcParsedRequest<'crm.pipelines.reorder'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const rows = await trx.selectFrom('pipelines').select('id').forUpdate().execute();
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new AppError('bad_input', 'List every pipeline once, in the new order', { field: 'ids' });
        }
        for (const [position, id] of ids.entries()) {
          await trx.updateTable('pipelines').set({ position }).where('id', '=', id).execute();
          const bumped = await bumpPipelineVersion(trx, id);
          emit({ type: 'crm.pipeline.updated', tenantId, data: { pipelineId: id, version: bumped.version } });
        }
        return { items: await listAll(trx) };
      });
    },

    async remove({ id, moveDealsTo }: RpcParsedRequest<'crm.pipelines.delete'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const current = await loadPipeline(trx, id, { lock: true });
        if (current.isDefault) {
          throw new AppError('conflict', 'This is the default pipeline: make another one the default first');
        }
        if (moveDealsTo === id) throw new AppError('bad_input', 'Choose another pipeline', { field: 'moveDealsTo' });
        const deals = await countPipelineDeals(trx, id);
        if (deals.live > 0 && !moveDealsTo) {
          throw new AppError(
            'conflict',
            `${current.name} still holds ${deals.live} deals: choose a pipeline for them`,
            {
              dealCount: deals.live,
            },
          );
        }
        // Deleted deals (still restorable) go along: to the chosen pipeline, else the default one.
        const targetId = moveDealsTo ?? (deals.all > 0 ? await ensureDefaultPipeline(trx, tenantId) : null);
        if (targetId) {
          const target = await loadPipeline(trx, targetId, { lock: true }).catch(() => {
            throw new AppError('bad_input', 'No such pipeline to move the deals to', { field: 'moveDealsTo' });
          });
          await movePipelineDeals(trx, {
            tenantId,
            from: await listStageRows(trx, id),
            to: await listStageRows(trx, target.id),
            actorId: ctx.actor?.userId ?? null,
            today: utcToday(),
          });
        }
        await trx.deleteFrom('pipelines').where('id', '=', id).execute();
        emit({ type: 'crm.pipeline.deleted', tenantId, data: { pipelineId: id, movedTo: moveDealsTo ?? null } });
        return { id, movedDeals: moveDealsTo ? deals.live : 0 };
      });
    },
  };
}
