import {
  AppError,
  type Deal,
  type DealPage,
  dealOutcome,
  type RpcContext,
  type RpcParsedRequest,
  utcToday,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { decodeCursor, encodeCursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { ensureDefaultPipeline, listStageRows } from '../pipelines/pipeline.repository';
import { toDeal } from './deal.mapper';
import { toColumns } from './deal-columns';
import { dealNotFound, viewerOf } from './deal-access';
import { findDeal, insertDeal, listDeals, restoreDeal, softDeleteDeal } from './deal.repository';
import { checkLinks, stageIn } from './deal-links';
import { topOf } from './deal-placement';
import { createDealChanges } from './deal-changes';
import { listStageChanges, recordStageChange } from './stage-change.repository';

export function createDealService(uow: UnitOfWork<CrmDb>) {
  return {
    ...createDealChanges(uow),

    async list(query: RpcParsedRequest<'crm.deals.list'>, ctx: RpcContext): Promise<DealPage> {
      const { cursor, owner, ...filters } = query;
      const ownerId = owner === 'me' ? ctx.actor?.userId : owner;
      const rows = await uow.read(requireTenant(ctx), (db) =>
        listDeals(db, { ...filters, ownerId }, cursor ? decodeCursor(cursor) : null, viewerOf(ctx)),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toDeal),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ value: last.sort_value, id: last.id }) : null,
      };
    },

    async get(id: string, ctx: RpcContext): Promise<Deal> {
      const row = await uow.read(requireTenant(ctx), (db) => findDeal(db, id, viewerOf(ctx)));
      if (!row) throw dealNotFound();
      return toDeal(row);
    },

    async timeline(id: string, ctx: RpcContext) {
      return uow.withTenant(requireTenant(ctx), async (trx) => {
        if (!(await findDeal(trx, id, viewerOf(ctx)))) throw dealNotFound();
        return { items: await listStageChanges(trx, id) };
      });
    },

    async create(input: RpcParsedRequest<'crm.deals.create'>, ctx: RpcContext): Promise<Deal> {
      const tenantId = requireTenant(ctx);
      const actorId = ctx.actor?.userId ?? null;
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const made = input.id ? await findDeal(trx, input.id, null) : undefined;
        if (made) return made;
        await checkLinks(trx, input);
        const stage = input.stageId
          ? await stageIn(trx, input.stageId, input.pipelineId)
          : await firstOpenStage(trx, input.pipelineId ?? (await ensureDefaultPipeline(trx, tenantId)));
        const closed = { status: 'open' as const, probability: 0, actualCloseDate: null };
        const outcome = dealOutcome(
          closed,
          { kind: stage.kind, defaultProbability: stage.default_probability },
          utcToday(),
          input.probability,
        );
        const created = await insertDeal(trx, {
          ...toColumns(input),
          ...(input.id ? { id: input.id } : {}),
          title: input.title,
          tenant_id: tenantId,
          pipeline_id: stage.pipeline_id,
          stage_id: stage.id,
          status: outcome.status,
          probability: outcome.probability,
          actual_close_date: outcome.actualCloseDate,
          owner_id: input.ownerId ?? actorId,
          position: await topOf(trx, stage.id),
        });
        await recordStageChange(trx, {
          tenantId,
          dealId: created.id,
          from: null,
          to: stage,
          status: created.status,
          actorId,
        });
        emit({
          type: 'crm.deal.created',
          tenantId,
          data: {
            dealId: created.id,
            pipelineId: created.pipeline_id,
            stageId: created.stage_id,
            ownerId: created.owner_id,
            title: created.title,
            value: created.value,
            version: created.version,
          },
        });
        return created;
      });
      return toDeal(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const deleted = await uow.withTenant(tenantId, async (trx, emit) => {
        const result = await softDeleteDeal(trx, id, viewerOf(ctx));
        if (result) emit({ type: 'crm.deal.deleted', tenantId, data: { dealId: id } });
        return result;
      });
      if (!deleted?.deleted_at) throw dealNotFound();
      return { id: deleted.id, deletedAt: deleted.deleted_at.toISOString() };
    },

    async restore(id: string, ctx: RpcContext): Promise<Deal> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const restored = await restoreDeal(trx, id, viewerOf(ctx));
        if (restored) emit({ type: 'crm.deal.restored', tenantId, data: { dealId: id } });
        return restored;
      });
      if (!row) throw new AppError('not_found', 'No deleted deal to restore (undo lasts 30 days)');
      return toDeal(row);
    },
  };
}

async function firstOpenStage(trx: Parameters<typeof listStageRows>[0], pipelineId: string) {
  const stages = await listStageRows(trx, pipelineId);
  const stage = stages.find((s) => s.kind === 'open') ?? stages[0];
  if (!stage) throw new AppError('not_found', 'No such pipeline');
  return stage;
}
export type DealService = ReturnType<typeof createDealService>;
