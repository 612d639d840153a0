import { type Contact, mergeFields } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPicks, differingFields, fieldText } from './merge-fields';

const contact = (over: Partial<Contact>): Contact =>
  ({
    name: 'Ada Lovelace',
    email: 'ada@acme.test',
    phone: null,
    company: null,
    location: {},
    socialProfiles: {},
    leadScore: null,
    status: 'lead',
    ...over,
  }) as Contact;

describe('merge fields', () => {
  it('asks only about the fields that differ', () => {
    const a = contact({ phone: '555 0100' });
    const b = contact({ phone: '555 0100', status: 'customer', location: { city: 'Paris' } });
    expect(differingFields(a, b, mergeFields)).toEqual(['status', 'location']);
    expect(fieldText(b, 'location')).toBe('Paris');
  });

  it('keeps the survivor’s value unless it is empty and the other has one', () => {
    const survivor = contact({ company: null, status: 'lead' });
    const loser = contact({ company: 'Acme', status: 'customer' });
    expect(defaultPicks(survivor, loser, mergeFields)).toEqual({ company: 'loser', status: 'survivor' });
  });
});
