import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('links in mail text', () => {
  it('finds http and https links between text', () => {
    expect(linkify('Open http://a.localhost:3000/x?token=abc_-1 now')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://a.localhost:3000/x?token=abc_-1' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves closing punctuation out of a link and other schemes as text', () => {
    expect(linkify('See https://b.test/p. Or javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://b.test/p' },
      { kind: 'text', text: '. Or javascript:alert(1)' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
