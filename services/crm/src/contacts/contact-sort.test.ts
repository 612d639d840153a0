import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, sortKey } from './contact-sort';

describe('contact sorting and cursors', () => {
  it('round-trips a cursor', () => {
    const cursor = { value: '2026-01-01T00:00:00.000Z', id: '0b6c1f5e-4d0a-4a53-9a2c-1f1a2b3c4d5e' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    const unset = { value: null, id: cursor.id };
    expect(decodeCursor(encodeCursor(unset))).toEqual(unset);
  });

  it('refuses a tampered cursor as bad input', () => {
    expect(() => decodeCursor('not-a-cursor')).toThrow(expect.objectContaining({ code: 'bad_input' }));
    expect(() => decodeCursor(Buffer.from('["x","drop table"]').toString('base64url'))).toThrow(/cursor/);
    expect(() => decodeCursor('garbage', 'before')).toThrow(expect.objectContaining({ details: { field: 'before' } }));
  });

  it('reads the direction from the sort name', () => {
    expect(sortKey('-createdAt')).toMatchObject({ kind: 'time', descending: true });
    expect(sortKey('name')).toMatchObject({ kind: 'text', descending: false });
    expect(sortKey('-lastContact')).toMatchObject({ kind: 'time', nullable: true, descending: true });
  });
});
