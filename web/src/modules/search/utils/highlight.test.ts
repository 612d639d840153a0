import { describe, expect, it } from 'vitest';
import { highlightParts, snippetAround } from './highlight';

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence and keeps the original casing', () => {
    expect(highlightParts('Acme and ACME Labs', 'acme')).toEqual([
      { text: 'Acme', match: true },
      { text: ' and ', match: false },
      { text: 'ACME', match: true },
      { text: ' Labs', match: false },
    ]);
  });

  it('leaves text without a match, or an empty term, whole', () => {
    expect(highlightParts('Grace Hopper', 'ada')).toEqual([{ text: 'Grace Hopper', match: false }]);
    expect(highlightParts('Grace Hopper', '  ')).toEqual([{ text: 'Grace Hopper', match: false }]);
  });
});

describe('snippetAround', () => {
  it('cuts a long text around the first match', () => {
    const text = `${'a'.repeat(100)} budget approved ${'b'.repeat(100)}`;
    expect(snippetAround(text, 'budget', 10)).toBe(`…${'a'.repeat(9)} budget approved …`);
  });

  it('keeps a short text as it is', () => {
    expect(snippetAround('Call back on Monday', 'monday')).toBe('Call back on Monday');
  });
});
