import { AppError, type Pipeline, type RpcContext, type RpcParsedRequest, utcToday } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { toPipeline } from './pipeline.mapper';
import {
  bumpPipelineVersion,
  ensureDefaultPipeline,
  findPipelineRow,
  listPipelineRows,
  listStageRows,
} from './pipeline.repository';
import { planStages } from './stage-plan';
import { moveStageDeals, resettleStageDeals } from './stage-deals.repository';
import { applyStagePlan } from './stage-writes.repository';

const notFound = () => new AppError('not_found', 'No such pipeline');

/** The pipeline with its stages, or not_found (another tenant's id reads as unknown). */
export async function loadPipeline(trx: Kysely<CrmDb>, id: string, { lock = false } = {}): Promise<Pipeline> {
  if (lock) {
    // The stages are read once the pipeline is locked, so they are the ones the change works on.
    const row = await findPipelineRow(trx, id, { lock });
    if (!row) throw notFound();
    return toPipeline(row, await listStageRows(trx, id));
  }
  const [row, stages] = await Promise.all([findPipelineRow(trx, id), listStageRows(trx, id)]);
  if (!row) throw notFound();
  return toPipeline(row, stages);
}

export function createPipelineService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(ctx: RpcContext): Promise<{ items: Pipeline[] }> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        await ensureDefaultPipeline(trx, tenantId);
        const [pipelines, stages] = await Promise.all([listPipelineRows(trx), listStageRows(trx)]);
        return { items: pipelines.map((row) => toPipeline(row, stages)) };
      });
    },

    async updateStages(request: RpcParsedRequest<'crm.pipelines.update_stages'>, ctx: RpcContext): Promise<Pipeline> {
      const tenantId = requireTenant(ctx);
      const actorId = ctx.actor?.userId ?? null;
      return uow.withTenant(tenantId, async (trx, emit) => {
        const current = await loadPipeline(trx, request.pipelineId, { lock: true });
        if (current.version !== request.version) {
          throw new AppError('conflict', 'Someone else changed these stages since you opened them', { current });
        }
        const plan = planStages(current.stages, request.stages, request.moveDealsTo);
        const ids = await applyStagePlan(trx, tenantId, current.id, plan.stages);
        const today = utcToday();
        const stageAt = (index: number) => ({ ...plan.stages[index]!, id: ids[index]! });
        for (const [index, stage] of plan.stages.entries()) {
          if (stage.kindChanged) await resettleStageDeals(trx, stageAt(index), today);
        }
        for (const removal of plan.removals) {
          const from = current.stages.find((s) => s.id === removal.id)!;
          const targetIndex = removal.moveTo ? ids.indexOf(removal.moveTo) : 0;
          await moveStageDeals(trx, { tenantId, from, to: stageAt(targetIndex), actorId, today });
        }
        if (plan.removals.length) {
          await trx
            .deleteFrom('pipeline_stages')
            .where(
              'id',
              'in',
              plan.removals.map((r) => r.id),
            )
            .execute();
        }
        const bumped = await bumpPipelineVersion(trx, current.id);
        emit({ type: 'crm.pipeline.updated', tenantId, data: { pipelineId: current.id, version: bumped.version } });
        return toPipeline(bumped, await listStageRows(trx, current.id));
      });
    },
  };
}
