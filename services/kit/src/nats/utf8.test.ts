import { describe, expect, it } from 'vitest';
import { decodeText, encodeText } from './utf8';

describe('message text', () => {
  it('round-trips UTF-8, also from a view into a larger buffer', () => {
    const text = JSON.stringify({ name: 'Zoë Ångström 日本 🚀' });
    expect(decodeText(encodeText(text))).toBe(text);
    const bytes = new TextEncoder().encode(`xx${text}yy`);
    const view = bytes.subarray(2, bytes.length - 2);
    expect(decodeText(view)).toBe(text);
    expect([...encodeText(text)]).toEqual([...new TextEncoder().encode(text)]);
  });
});
