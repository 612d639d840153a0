import { describe, expect, it } from 'vitest';
import { runInParallel } from './run-in-parallel';

describe('running bulk calls in parallel', () => {
  it('runs every item, never more than the limit at once, and reports progress', async () => {
    let running = 0;
    let peak = 0;
    const progress: number[] = [];
    const result = await runInParallel(
      [1, 2, 3, 4, 5, 6, 7],
      async (n) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running--;
        return n * 2;
      },
      { concurrency: 3, onProgress: (finished) => progress.push(finished) },
    );
    expect(result.done.map((d) => d.result).sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(peak).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps going past failures and reports them', async () => {
    const result = await runInParallel(['a', 'bad', 'c'], async (s) => {
      if (s === 'bad') throw new Error('refused');
      return s;
    });
    expect(result.done.map((d) => d.item).sort()).toEqual(['a', 'c']);
    expect(result.failed).toEqual([{ item: 'bad', error: new Error('refused') }]);
  });

  it('does nothing for no items', async () => {
    expect(await runInParallel([], async () => 1)).toEqual({ done: [], failed: [] });
  });
});
