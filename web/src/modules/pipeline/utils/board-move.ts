import { type Board, type BoardColumn, type Deal, dealOutcome, weightedValue } from '@smartcrm/contracts';

export interface BoardMove {
  board: Board;
  deal: Deal;
  /** The neighbours the server places the card between. */
  afterId: string | undefined;
  beforeId: string | undefined;
}

const withoutDeal = (column: BoardColumn, deal: Deal): BoardColumn => ({
  ...column,
  count: column.count - 1,
  total: column.total - deal.value,
  weighted: Math.round(column.weighted - weightedValue(deal)),
  deals: column.deals.filter((d) => d.id !== deal.id),
});

const withDeal = (column: BoardColumn, deal: Deal, index: number): BoardColumn => {
  const deals = [...column.deals];
  deals.splice(Math.max(0, Math.min(index, deals.length)), 0, deal);
  return {
    ...column,
    count: column.count + 1,
    total: column.total + deal.value,
    weighted: Math.round(column.weighted + weightedValue(deal)),
    deals,
  };
};

/**
 * The board as it will be once a card lands at `index` of a stage: what the user sees at once
 * (status, probability and totals included) while the server confirms. Null when nothing moves.
 */
export function moveOnBoard(
  board: Board,
  dealId: string,
  stageId: string,
  index: number,
  today: string,
): BoardMove | null {
  const from = board.columns.find((c) => c.deals.some((d) => d.id === dealId));
  const deal = from?.deals.find((d) => d.id === dealId);
  const stage = board.pipeline.stages.find((s) => s.id === stageId);
  if (!from || !deal || !stage) return null;
  if (from.stageId === stageId && from.deals.indexOf(deal) === index) return null;

  const moved: Deal = from.stageId === stageId ? deal : { ...deal, stageId, ...dealOutcome(deal, stage, today) };
  const columns = board.columns.map((column) => (column === from ? withoutDeal(column, deal) : column));
  const targetIndex = columns.findIndex((c) => c.stageId === stageId);
  const target = withDeal(columns[targetIndex]!, moved, index);
  columns[targetIndex] = target;
  const at = target.deals.indexOf(moved);
  return {
    board: { ...board, columns },
    deal: moved,
    afterId: target.deals[at - 1]?.id,
    beforeId: target.deals[at + 1]?.id,
  };
}
