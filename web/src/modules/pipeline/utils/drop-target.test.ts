import type { Board } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { dropTarget, stageNameOf } from './drop-target';

const board = {
  pipeline: {
    stages: [
      { id: 's1', name: 'Proposal' },
      { id: 's2', name: 'Closed Won' },
    ],
  },
  columns: [
    { stageId: 's1', deals: [{ id: 'a' }, { id: 'b' }] },
    { stageId: 's2', deals: [] },
  ],
} as unknown as Board;

describe('dropTarget', () => {
  it('puts a card dropped on a column at its bottom', () => {
    expect(dropTarget(board, 'stage:s1')).toEqual({ stageId: 's1', index: 2 });
    expect(dropTarget(board, 'stage:s2')).toEqual({ stageId: 's2', index: 0 });
  });
  it('puts a card dropped on a card in that card’s place', () => {
    expect(dropTarget(board, 'b')).toEqual({ stageId: 's1', index: 1 });
  });
  it('knows nothing of unknown targets', () => {
    expect(dropTarget(board, 'stage:zz')).toBeNull();
    expect(dropTarget(board, 'zz')).toBeNull();
    expect(stageNameOf(board, 'zz')).toBe('no stage');
    expect(stageNameOf(board, 'a')).toBe('Proposal');
  });
});
