import { describe, expect, it } from 'vitest';
import { unstorableTextIssues } from './storable-text';

const nul = 'must not contain NUL characters';
const half = 'must be valid Unicode (it holds half of a surrogate pair)';

describe('unstorableTextIssues', () => {
  it('names every string and key holding U+0000 or a lone surrogate, however deep', () => {
    const request = { name: 'a\u0000b', tags: ['ok', 'x\ud800'], custom: { 'k\u0000': 'v' }, n: 1, none: null };
    expect(unstorableTextIssues(request)).toEqual([
      { path: 'name', message: nul },
      { path: 'tags.1', message: half },
      { path: 'custom.k\u0000', message: nul },
    ]);
    expect(unstorableTextIssues('\udc00 trailing half')).toEqual([{ path: '(root)', message: half }]);
  });

  it('passes any other text: RTL overrides, emoji (whole surrogate pairs), combining marks', () => {
    expect(unstorableTextIssues({ a: '\u202e👩‍👩‍👧 Z\u0351', b: ['🔥'], c: 0, d: true })).toEqual([]);
  });
});
