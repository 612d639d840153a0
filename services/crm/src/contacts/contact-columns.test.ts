import { describe, expect, it } from 'vitest';
import type { ContactRow } from './contact.mapper';
import { changedFields, toColumns } from './contact-columns';

const row = {
  email: 'a@b.c',
  tags: ['vip'],
  social_profiles: { linkedin: 'https://linkedin.com/in/a' },
  last_contact_at: new Date('2026-01-01T00:00:00Z'),
  is_favorite: false,
  name: 'Ada Lovelace',
} as unknown as ContactRow;

describe('contact columns', () => {
  it('maps only the fields a patch names, blank text to null', () => {
    expect(toColumns({ interestLevel: 'hot', phone: '', socialProfiles: { website: 'https://x.io' } })).toEqual({
      interest: 'hot',
      phone: null,
      social_profiles: '{"website":"https://x.io"}',
    });
  });

  it('names the fields that really change', () => {
    const values = toColumns({
      email: 'a@b.c',
      tags: ['vip', 'new'],
      socialProfiles: { linkedin: 'https://linkedin.com/in/a' },
      lastContact: '2026-01-01T00:00:00.000Z',
      isFavorite: true,
    });
    expect(changedFields(row, values).sort()).toEqual(['isFavorite', 'tags']);
  });
});
