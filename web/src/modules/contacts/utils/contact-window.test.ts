import type { Contact, ContactPage } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { firstPageParam, nextPageParam, pageStart, pagingParams, previousPageParam } from './contact-window';

const page = (n: number, prevCursor: string | null, nextCursor: string | null): ContactPage => ({
  items: Array.from({ length: n }, (_, i) => ({ id: `c${i}` }) as Contact),
  prevCursor,
  nextCursor,
});

describe('the contacts window', () => {
  it('numbers pages fetched forwards from the top', () => {
    const first = page(100, null, 'n1');
    const second = nextPageParam(first, firstPageParam)!;
    expect(second).toEqual({ after: 'n1', start: 100 });
    expect(pagingParams(second)).toEqual(['cursor', 'n1']);
    expect(nextPageParam(page(100, 'p2', null), second)).toBeUndefined();
    expect(pagingParams(firstPageParam)).toBeNull();
  });

  it('numbers a page fetched backwards from the page after it, once its rows are known', () => {
    const back = previousPageParam(page(100, 'p5', 'n5'), { after: 'n4', start: 500 })!;
    expect(back).toEqual({ before: 'p5', end: 500 });
    expect(pagingParams(back)).toEqual(['before', 'p5']);
    expect(pageStart(page(100, 'p4', 'n4'), back)).toBe(400);
    expect(nextPageParam(page(100, 'p4', 'n4'), back)).toEqual({ after: 'n4', start: 500 });
  });

  it('puts a page with nothing before it at the top, whatever the count said', () => {
    expect(pageStart(page(60, null, 'n0'), { before: 'p1', end: 100 })).toBe(0);
    expect(previousPageParam(page(60, null, 'n0'), { before: 'p1', end: 100 })).toBeUndefined();
    expect(pageStart(page(100, 'p', 'n'), { before: 'p1', end: 40 })).toBe(0);
  });
});
