import { describe, expect, it } from 'vitest';
import { sameNameDetails } from './same-names';

describe('sameNameDetails', () => {
  it('adds the company or email only to names the list holds twice', () => {
    expect(
      sameNameDetails([
        { name: 'Maya Haddad', detail: 'Cedar Health' },
        { name: 'Liam Kim', detail: 'Bluepeak Software' },
        { name: 'Maya Haddad', detail: 'maya.haddad42@solstice.example' },
        { name: null, detail: null },
      ]),
    ).toEqual(['Cedar Health', null, 'maya.haddad42@solstice.example', null]);
  });
});
