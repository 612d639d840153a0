import { type Board, type RpcContext, type RpcParsedRequest, stageCards } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { ensureDefaultPipeline } from '../pipelines/pipeline.repository';
import { loadPipeline } from '../pipelines/pipeline.service';
import { toDeal } from './deal.mapper';
import { boardDeals, boardTotals } from './deal.repository';
import { viewerOf } from './deal-access';

/** The kanban board: every stage with its first cards and its totals over all of its deals. */
export function createDealBoard(uow: UnitOfWork<CrmDb>) {
  return async (
    { pipelineId, perStage, show }: RpcParsedRequest<'crm.deals.board'>,
    ctx: RpcContext,
  ): Promise<Board> => {
    const tenantId = requireTenant(ctx);
    const viewer = viewerOf(ctx);
    // Reads outside a transaction, side by side on pooled connections: the cards and the totals need
    // no common snapshot, and the default pipeline made on first use is a single statement.
    return uow.read(tenantId, async (trx) => {
      const pipeline = await loadPipeline(trx, pipelineId ?? (await ensureDefaultPipeline(trx, tenantId)));
      const [deals, totals] = await Promise.all([
        boardDeals(trx, pipeline.id, perStage, stageCards(show), viewer),
        boardTotals(trx, pipeline.id, viewer),
      ]);
      const columns = pipeline.stages.map((stage) => {
        const sums = totals.find((t) => t.stage_id === stage.id);
        return {
          stageId: stage.id,
          count: sums?.count ?? 0,
          total: sums?.total ?? 0,
          weighted: sums?.weighted ?? 0,
          deals: deals.filter((d) => d.stage_id === stage.id).map(toDeal),
        };
      });
      return { pipeline, columns };
    });
  };
}
export type DealBoard = ReturnType<typeof createDealBoard>;
