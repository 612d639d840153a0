import { Contact, contactCsvColumns, contactCsvRecord, mergeFields } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { createRowMapper } from '../imports/import-row';
import { checkMapping, suggestMapping } from '../imports/import-mapping';
import { contactFieldSpecs } from './contact.fields';

const owner = crypto.randomUUID();
/** A contact with every field the contract has set. */
const full: Contact = {
  id: crypto.randomUUID(),
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.test',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines',
  companyId: crypto.randomUUID(),
  position: 'Analyst',
  title: 'Countess',
  industry: 'Computing',
  status: 'customer',
  interestLevel: 'hot',
  source: 'Referral',
  tags: ['vip', 'east'],
  notes: 'Wrote the first program',
  socialProfiles: {
    linkedin: 'https://linkedin.com/in/ada',
    twitter: 'https://x.com/ada',
    website: 'https://ada.test',
  },
  customFields: { 'Customer Id': 'EB54' },
  location: { city: 'London', state: 'Greater London', country: 'UK' },
  preferredContact: 'phone',
  avatarSrc: '/avatars/3.svg',
  isFavorite: true,
  leadScore: 87,
  lastContact: '2026-01-02T03:04:05.000Z',
  ownerId: owner,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
  version: 4,
};

describe('the contact field table', () => {
  it('reads every field of the contract, and no field the contract lacks', () => {
    const read = contactFieldSpecs.flatMap((f) => (f.field ? [f.field] : []));
    expect(read.sort()).toEqual(Object.keys(Contact.shape).sort());
  });

  it('offers a merge exactly the fields the contract lets a user pick a side for', () => {
    const picked = contactFieldSpecs.flatMap((f) => (f.merge && f.merge !== 'combined' ? [f.merge] : []));
    expect([...new Set(picked)].sort()).toEqual([...mergeFields].sort());
  });

  it('has an export that the import reads back into every column it stages', () => {
    const headers = contactCsvColumns.map((c) => c.header);
    const mapping = suggestMapping(headers);
    checkMapping(mapping, headers);
    expect(Object.values(mapping).filter((field) => field === 'ignore')).toEqual([]);
    const record = contactCsvRecord(full, 'ada@engines.test');
    const cells = contactCsvColumns.map((c) => String(record[c.key] ?? ''));
    const mapped = createRowMapper(headers, mapping, 'day-first', {
      owners: new Map([['ada@engines.test', owner]]),
    })(cells, 2);
    if (!mapped.ok) throw new Error(JSON.stringify(mapped.problems));
    const staged = mapped.contact as unknown as Record<string, unknown>;
    const unread = contactFieldSpecs.filter(
      (f) => f.import && f.import.stage !== false && !f.import.fresh && staged[f.field as string] === undefined,
    );
    expect(unread.map((f) => f.column)).toEqual([]);
  });
});
