import { describe, expect, it } from 'vitest';
import { deriveNames } from './contact-names';

describe('the name rule of spec 001 §5', () => {
  it('builds the name from trimmed first and last names', () => {
    expect(deriveNames({ firstName: '  Ada ', lastName: ' Lovelace ', name: 'ignored' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
    });
  });

  it('uses whichever of first and last is there', () => {
    expect(deriveNames({ firstName: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '', name: 'Cher' });
    expect(deriveNames({ lastName: 'Prince' })).toEqual({ firstName: '', lastName: 'Prince', name: 'Prince' });
  });

  it('splits a full name when first and last are absent: the last word is the last name', () => {
    expect(deriveNames({ name: 'Mary  Ann   Smith' })).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
      name: 'Mary Ann Smith',
    });
    expect(deriveNames({ name: 'Madonna' })).toEqual({ firstName: 'Madonna', lastName: '', name: 'Madonna' });
    expect(deriveNames({ firstName: '   ', name: 'Grace Hopper' })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
    });
  });
});
