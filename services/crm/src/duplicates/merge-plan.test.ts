import { describe, expect, it } from 'vitest';
import type { ContactRow } from '../contacts/contact.mapper';
import { mergeValues } from './merge-plan';

const contact = (over: Partial<ContactRow>): ContactRow =>
  ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    name: 'Ada Lovelace',
    email: 'ada@acme.test',
    phone: null,
    company_id: null,
    company_name: null,
    tags: [],
    custom_fields: {},
    location: {},
    social_profiles: {},
    is_favorite: false,
    last_contact_at: null,
    status: 'lead',
    ...over,
  }) as ContactRow;

describe('mergeValues', () => {
  it('keeps the survivor by default and takes only the picked fields from the other', () => {
    const survivor = contact({ phone: '555 010 2030', status: 'lead' });
    const loser = contact({ name: 'A. Lovelace', first_name: 'A.', phone: '+1 555 010 9999', status: 'customer' });
    expect(mergeValues(survivor, loser, { phone: 'loser' })).toEqual({ phone: '+1 555 010 9999' });
    expect(mergeValues(survivor, loser, { name: 'loser', status: 'loser' })).toEqual({
      first_name: 'A.',
      name: 'A. Lovelace',
      status: 'customer',
    });
  });

  it('combines tags (no repeats) and custom fields, keeps a favourite and the later last contact', () => {
    const survivor = contact({
      tags: ['VIP', 'q3'],
      custom_fields: { tier: 'gold' },
      last_contact_at: new Date('2026-01-01T00:00:00Z'),
    });
    const loser = contact({
      tags: ['vip', 'expo'],
      custom_fields: { tier: 'silver', region: 'EU' },
      is_favorite: true,
      last_contact_at: new Date('2026-03-01T00:00:00Z'),
    });
    expect(mergeValues(survivor, loser, {})).toEqual({
      tags: ['VIP', 'q3', 'expo'],
      custom_fields: JSON.stringify({ tier: 'gold', region: 'EU' }),
      is_favorite: true,
      last_contact_at: new Date('2026-03-01T00:00:00Z'),
    });
  });
});
