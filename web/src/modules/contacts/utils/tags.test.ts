import { describe, expect, it } from 'vitest';
import { addTag, hasTag, removeTag, visibleTags } from './tags';

describe('adding a tag (spec 001 §5)', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['vip'], '  partner ')).toEqual(['vip', 'partner']);
  });

  it('ignores blank input', () => {
    expect(addTag(['vip'], '')).toEqual(['vip']);
    expect(addTag(['vip'], '   ')).toEqual(['vip']);
  });

  it('ignores a tag already present, whatever its case', () => {
    expect(addTag(['vip'], 'vip')).toEqual(['vip']);
    expect(addTag(['vip'], ' VIP ')).toEqual(['vip']);
    expect(hasTag(['Partner'], 'partner')).toBe(true);
  });

  it('removes exactly the chip asked for', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('visible tags', () => {
  it('shows the first two and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ visible: ['a', 'b'], hidden: 2 });
    expect(visibleTags(['a'])).toEqual({ visible: ['a'], hidden: 0 });
    expect(visibleTags([])).toEqual({ visible: [], hidden: 0 });
  });
});
