import { describe, expect, it } from 'vitest';
import { matchesSearch } from './launcher';

describe('group picker search', () => {
  const zoe = { name: 'Zoë Saldaña', email: 'zoe@acme.test' };

  it('matches name or email, ignoring case, accents and surrounding blanks', () => {
    expect(matchesSearch(zoe, 'zoe sal')).toBe(true);
    expect(matchesSearch(zoe, ' ACME ')).toBe(true);
    expect(matchesSearch(zoe, 'saldana')).toBe(true);
  });

  it('matches everyone on an empty search and no one on a stranger', () => {
    expect(matchesSearch(zoe, '  ')).toBe(true);
    expect(matchesSearch(zoe, 'grace')).toBe(false);
  });
});
