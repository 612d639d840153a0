import { describe, expect, it } from 'vitest';
import { arrayLiteral, copyChunks, copyLine } from './copy-text';

describe('COPY text', () => {
  it('escapes tabs, newlines and backslashes and writes NULL as \\N', () => {
    expect(copyLine(['a\tb', 'line\r\nnext', 'C:\\x', null, undefined, 7])).toBe(
      'a\\tb\tline\\r\\nnext\tC:\\\\x\t\\N\t\\N\t7\n',
    );
  });
  it('quotes array elements so commas, braces and quotes stay inside', () => {
    expect(arrayLiteral(['a,b', '{x}', 'say "hi"', 'back\\slash'])).toBe(
      '{"a,b","{x}","say \\"hi\\"","back\\\\slash"}',
    );
  });
  it('joins lines into chunks of about 64 KiB, keeping every line whole and in order', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `${String(i).padStart(999, '.')}\n`);
    const chunks = [...copyChunks(lines)];
    expect(chunks.length).toBe(4);
    expect(chunks.slice(0, -1).every((c) => c.length >= 65_536 && c.endsWith('\n'))).toBe(true);
    expect(chunks.join('')).toBe(lines.join(''));
  });
});
