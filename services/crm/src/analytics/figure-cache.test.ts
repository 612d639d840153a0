import { describe, expect, it } from 'vitest';
import { createFigureCache } from './figure-cache';

/** A computation the test settles by hand. */
function pending<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('the analytics figure cache', () => {
  it('runs once for callers that overlap and keeps the result until the tenant changes', async () => {
    const cache = createFigureCache();
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([cache.get('t1', 'k', compute), cache.get('t1', 'k', compute)])).toEqual([1, 1]);
    expect(await cache.get('t1', 'k', compute)).toBe(1);
    cache.changed('t2');
    expect(await cache.get('t1', 'k', compute)).toBe(1);
    cache.changed('t1');
    expect(await cache.get('t1', 'k', compute)).toBe(2);
  });

  it('does not keep, nor let later callers join, a computation that a change overtook', async () => {
    const cache = createFigureCache();
    const stale = pending<string>();
    const first = cache.get('t1', 'k', () => stale.promise);
    cache.changed('t1');
    const second = cache.get('t1', 'k', async () => 'fresh');
    stale.release('stale');
    expect(await first).toBe('stale');
    expect(await second).toBe('fresh');
    expect(await cache.get('t1', 'k', async () => 'again')).toBe('fresh');
  });

  it('forgets failures and results older than its time limit', async () => {
    const cache = createFigureCache(0);
    await expect(cache.get('t1', 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('t1', 'k', async () => 1)).toBe(1);
    expect(await cache.get('t1', 'k', async () => 2)).toBe(2);
  });
});
