import { describe, expect, it } from 'vitest';
import { checkCursorValue, decodeCursor, encodeCursor, sortKey } from './contact-sort';

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

  it('refuses a cursor whose value the sort cannot compare with, naming the field', () => {
    const id = '0b6c1f5e-4d0a-4a53-9a2c-1f1a2b3c4d5e';
    const refused = expect.objectContaining({ code: 'bad_input', details: { field: 'cursor' } });
    for (const [value, kind] of [
      ['2026-99-99 00:00:00', 'time'],
      ['not a time', 'timestamptz'],
      [12, 'date'],
      ['ten', 'number'],
      ['1.5', 'bigint'],
      [null, 'timestamptz'],
    ] as const) {
      expect(() => checkCursorValue({ value, id }, kind), `${value} ${kind}`).toThrow(refused);
    }
    expect(checkCursorValue({ value: null, id }, 'time', 'cursor', true).value).toBeNull();
    expect(checkCursorValue({ value: 'infinity', id }, 'date').value).toBe('infinity');
    expect(checkCursorValue({ value: '2026-11-27 16:00:00.123456+00', id }, 'time').id).toBe(id);
    expect(() => decodeCursor(encodeCursor({ value: 'x', id: '-'.repeat(36) }))).toThrow(refused);
  });
});
