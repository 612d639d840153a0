import type { Board } from '@smartcrm/contracts';

const columnPrefix = 'stage:';

/**
 * Where a card lands: on a column (its bottom) or on a card (that card's place; in the same
 * column that is where the card it passed was, as sortable lists move).
 */
export function dropTarget(board: Board, overId: string): { stageId: string; index: number } | null {
  if (overId.startsWith(columnPrefix)) {
    const stageId = overId.slice(columnPrefix.length);
    const column = board.columns.find((c) => c.stageId === stageId);
    return column ? { stageId, index: column.deals.length } : null;
  }
  for (const column of board.columns) {
    const index = column.deals.findIndex((d) => d.id === overId);
    if (index >= 0) return { stageId: column.stageId, index };
  }
  return null;
}

/** The stage a drop target (column or card) belongs to, by name: for screen-reader announcements. */
export function stageNameOf(board: Board, overId: string | number | undefined): string {
  const target = overId === undefined ? null : dropTarget(board, String(overId));
  return board.pipeline.stages.find((s) => s.id === target?.stageId)?.name ?? 'no stage';
}
