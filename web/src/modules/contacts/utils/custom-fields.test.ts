import { describe, expect, it } from 'vitest';
import { addCustomField, canAddCustomField, removeCustomField } from './custom-fields';

describe('custom fields (spec 001 §5)', () => {
  it('needs both a name and a value that are not blank', () => {
    expect(canAddCustomField('Budget', '10k')).toBe(true);
    expect(canAddCustomField('', '10k')).toBe(false);
    expect(canAddCustomField('Budget', '  ')).toBe(false);
    expect(canAddCustomField('  ', ' ')).toBe(false);
  });

  it('adds a trimmed field and leaves the map alone otherwise', () => {
    expect(addCustomField({}, ' Budget ', ' 10k ')).toEqual({ Budget: '10k' });
    expect(addCustomField({ a: '1' }, 'b', '')).toEqual({ a: '1' });
  });

  it('replaces a field of the same name and removes one by name', () => {
    expect(addCustomField({ Budget: '5k' }, 'Budget', '10k')).toEqual({ Budget: '10k' });
    expect(removeCustomField({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });
});
