import { describe, expect, it } from 'vitest';
import { arrayLiteral, copyLine } from './copy-text';

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
});
