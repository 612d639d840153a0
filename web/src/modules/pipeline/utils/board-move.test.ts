import type { Board, Deal } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { moveOnBoard } from './board-move';

const stage = (id: string, kind: 'open' | 'won' | 'lost', defaultProbability: number) => ({
  id,
  pipelineId: 'p',
  name: id,
  key: id,
  position: 0,
  defaultProbability,
  kind,
  dealCount: 0,
});
const deal = (id: string, stageId: string, value: number, probability: number) =>
  ({ id, stageId, value, probability, status: 'open', actualCloseDate: null }) as Deal;

const board: Board = {
  pipeline: {
    id: 'p',
    name: 'Sales',
    isDefault: true,
    position: 0,
    version: 1,
    stages: [stage('open', 'open', 20), stage('won', 'won', 100)],
  },
  columns: [
    {
      stageId: 'open',
      count: 3,
      total: 600,
      weighted: 120,
      deals: [deal('a', 'open', 100, 20), deal('b', 'open', 200, 20), deal('c', 'open', 300, 20)],
    },
    { stageId: 'won', count: 1, total: 1000, weighted: 1000, deals: [deal('w', 'won', 1000, 100)] },
  ],
};

describe('moveOnBoard', () => {
  it('closes a deal dropped on a won stage and moves its value between the totals', () => {
    const move = moveOnBoard(board, 'b', 'won', 0, '2025-05-01')!;
    expect(move.deal).toMatchObject({ stageId: 'won', status: 'won', probability: 100, actualCloseDate: '2025-05-01' });
    expect(move.board.columns.map(({ count, total, weighted }) => ({ count, total, weighted }))).toEqual([
      { count: 2, total: 400, weighted: 80 },
      { count: 2, total: 1200, weighted: 1200 },
    ]);
    expect(move).toMatchObject({ afterId: undefined, beforeId: 'w' });
  });

  it('reorders within a stage, naming both new neighbours and keeping the totals', () => {
    const move = moveOnBoard(board, 'a', 'open', 2, '2025-05-01')!;
    expect(move.board.columns[0]!.deals.map((d) => d.id)).toEqual(['b', 'c', 'a']);
    expect(move).toMatchObject({ afterId: 'c', beforeId: undefined });
    expect(move.board.columns[0]).toMatchObject({ count: 3, total: 600, weighted: 120 });
    expect(move.deal.status).toBe('open');
  });

  it('does nothing for a drop where the card already is, or an unknown card or stage', () => {
    expect(moveOnBoard(board, 'b', 'open', 1, '2025-05-01')).toBeNull();
    expect(moveOnBoard(board, 'zz', 'open', 0, '2025-05-01')).toBeNull();
    expect(moveOnBoard(board, 'a', 'zz', 0, '2025-05-01')).toBeNull();
  });

  it('clamps an index past the end to the bottom', () => {
    const move = moveOnBoard(board, 'a', 'won', 99, '2025-05-01')!;
    expect(move.board.columns[1]!.deals.map((d) => d.id)).toEqual(['w', 'a']);
    expect(move).toMatchObject({ afterId: 'w', beforeId: undefined });
  });
});
