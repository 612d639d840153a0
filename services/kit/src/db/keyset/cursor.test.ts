import { AppError } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './cursor';

describe('keyset cursors', () => {
  it('round-trips a sort key', () => {
    const key = ['Ada Lovelace', '0f8fad5b-d9cb-469f-a165-70867728950e'];
    expect(decodeCursor(encodeCursor(key), 2)).toEqual(key);
  });

  it('refuses a cursor that is not one of ours', () => {
    for (const bad of ['', 'not base64', encodeCursor(['only one']), Buffer.from('{"a":1}').toString('base64url')]) {
      expect(() => decodeCursor(bad, 2)).toThrow(AppError);
    }
  });

  it('gives a next cursor only when a row beyond the page was found', () => {
    const rows = ['a', 'b', 'c'];
    expect(pageOf(rows, 3, (r) => [r])).toEqual({ items: rows, nextCursor: null });
    const page = pageOf(rows, 2, (r) => [r]);
    expect(page.items).toEqual(['a', 'b']);
    expect(decodeCursor(page.nextCursor!, 1)).toEqual(['b']);
  });
});
