import { describe, expect, it } from 'vitest';
import { linesDone } from './lines-done';

describe('linesDone', () => {
  it('tells the lines inside the written ranges from those outside, line by line', () => {
    const done = linesDone('{[2,5),[8,9),[12,20)}');
    const lines = Array.from({ length: 21 }, (_, i) => i + 1).filter(done);
    expect(lines).toEqual([2, 3, 4, 8, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
  it('knows no line of a fresh import', () => {
    const done = linesDone('{}');
    expect([1, 2, 3].some(done)).toBe(false);
  });
});
