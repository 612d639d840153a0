import { describe, expect, it } from 'vitest';
import { createRowMapper } from './import-row';

const headers = ['First Name', 'Last Name', 'Email', 'Company', 'Website', 'Since', 'Status', 'Tags', 'Customer Id'];
const mapRow = createRowMapper(
  headers,
  {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    Email: 'email',
    Company: 'company',
    Website: 'website',
    Since: 'lastContact',
    Status: 'status',
    Tags: 'tags',
    'Customer Id': 'customField',
  },
  'day-first',
);

describe('a CSV row mapped to a contact', () => {
  it('is validated and shaped like a contact from the form', () => {
    const row = [
      'Heather',
      'Callahan',
      ' URangel@Espinoza.net ',
      'Horn, Shepard and Watson',
      'www.escobar.org',
      '26-08-2020',
      'Customer',
      'vip; east; vip',
      'EB54',
    ];
    expect(mapRow(row, 2)).toEqual({
      ok: true,
      contact: expect.objectContaining({
        line: 2,
        firstName: 'Heather',
        lastName: 'Callahan',
        name: 'Heather Callahan',
        email: 'urangel@espinoza.net',
        company: 'Horn, Shepard and Watson',
        socialProfiles: { website: 'https://www.escobar.org' },
        lastContact: '2020-08-26T00:00:00.000Z',
        status: 'customer',
        tags: ['vip', 'east'],
        customFields: { 'Customer Id': 'EB54' },
      }),
    });
  });

  it('reads tags separated by semicolons (as exports write them, commas inside kept) or by commas', () => {
    const tags = (cell: string) => {
      const mapped = mapRow(['Ann', '', 'ann@x.test', '', '', '', '', cell, ''], 2);
      return mapped.ok && mapped.contact.tags;
    };
    expect(tags('east, west; vip')).toEqual(['east, west', 'vip']);
    expect(tags('east,west')).toEqual(['east', 'west']);
  });

  it('leaves empty cells out', () => {
    const mapped = mapRow(['Ann', '', 'ann@x.test', '', '', '', '', '', ''], 3);
    const contact = mapped.ok ? mapped.contact : null;
    expect(contact).toMatchObject({ name: 'Ann' });
    expect([contact?.company, contact?.tags]).toEqual([undefined, undefined]);
  });

  it('names every bad field by its column with the reason', () => {
    const mapped = mapRow(['', '', 'not-an-email', 'Acme', 'javascript:alert(1)', '31-02-2020', 'zombie', '', ''], 7);
    expect(mapped.ok).toBe(false);
    const problems = mapped.ok ? [] : mapped.problems;
    expect(problems.map((p) => p.field).sort()).toEqual(['Email', 'Since', 'Status', 'Website']);
    expect(problems.find((p) => p.field === 'Email')?.reason).toBe('must be a valid email address');
  });

  it('needs a name', () => {
    expect(mapRow(['', ' ', 'ann@x.test', '', '', '', '', '', ''], 4)).toEqual({
      ok: false,
      problems: [{ field: 'First Name', value: null, reason: 'needs a first name, last name or name' }],
    });
  });

  it('refuses a row with a different number of columns', () => {
    expect(mapRow(['Ann', 'ann@x.test'], 9)).toEqual({
      ok: false,
      problems: [{ field: '(row)', reason: 'has 2 columns where the header has 9' }],
    });
  });
});

describe('what a row error says', () => {
  const statusRow = createRowMapper(
    ['Name', 'Email', 'Status', 'Interest', 'Phone'],
    {
      Name: 'name',
      Email: 'email',
      Status: 'status',
      Interest: 'interestLevel',
      Phone: 'phone',
    },
    'day-first',
    { statusValues: { 'on hold': 'prospect' } },
  );

  it('quotes the bad value and says what the field takes, not the validator text', () => {
    const mapped = statusRow(['Ann', 'ann@x.test', 'Zombie', 'lukewarm', '5'.repeat(51)], 4);
    expect(mapped).toEqual({
      ok: false,
      problems: [
        { field: 'Phone', value: '5'.repeat(51), reason: 'is longer than 50 characters' },
        {
          field: 'Status',
          value: 'Zombie',
          reason: 'is not a status (lead, prospect, customer or churned): choose what it means in the mapping step',
        },
        { field: 'Interest', value: 'lukewarm', reason: 'is not an interest level (hot, warm, medium, low or cold)' },
      ],
    });
    expect(JSON.stringify(mapped)).not.toMatch(/Invalid option|expected/);
  });

  it('maps the file status values chosen in the mapping step, without case', () => {
    const mapped = statusRow(['Ann', 'ann@x.test', 'ON HOLD', '', ''], 2);
    expect(mapped.ok && mapped.contact.status).toBe('prospect');
  });

  it('quotes a date it cannot read', () => {
    expect(mapRow(['Ann', '', 'ann@x.test', '', '', '31-02-2020', '', '', ''], 5)).toEqual({
      ok: false,
      problems: [{ field: 'Since', value: '31-02-2020', reason: 'is not a date (such as 31/12/2024 or 2024-12-31)' }],
    });
  });

  it('takes an internationalised email (RFC 6531), as in the Chinook customers file', () => {
    const mapped = mapRow(['Stanisław', 'Wójcik', 'stanisław.wójcik@wp.pl', '', '', '', '', '', ''], 2);
    expect(mapped.ok && mapped.contact.email).toBe('stanisław.wójcik@wp.pl');
  });
});

describe('an exported row read back', () => {
  const headers = [
    'Name',
    'Email',
    'Preferred Contact',
    'Favorite',
    'Owner Email',
    'Lead Score',
    'Custom Fields',
    'Created At',
    'Updated At',
    'Notes',
  ];
  const mapper = createRowMapper(
    headers,
    {
      Name: 'name',
      Email: 'email',
      'Preferred Contact': 'preferredContact',
      Favorite: 'isFavorite',
      'Owner Email': 'ownerEmail',
      'Lead Score': 'leadScore',
      'Custom Fields': 'customFields',
      'Created At': 'createdAt',
      'Updated At': 'updatedAt',
      Notes: 'notes',
    },
    'month-first',
    { owners: new Map([['rep@acme.test', '00000000-0000-4000-8000-000000000009']]) },
  );
  const row = (cells: Partial<Record<string, string>>) => headers.map((h) => cells[h] ?? '');

  it('keeps every field the export writes', () => {
    const mapped = mapper(
      row({
        Name: 'Ada Lovelace',
        Email: 'ada@x.test',
        'Preferred Contact': 'SMS',
        Favorite: 'yes',
        'Owner Email': 'Rep@Acme.test',
        'Lead Score': '87',
        'Custom Fields': '{"Customer Id":"EB54","Address":"1 Main St, Oslo"}',
        'Created At': '2021-03-04T05:06:07.890Z',
        'Updated At': '2022-01-02T03:04:05.000Z',
        Notes: 'line one\nline two',
      }),
      2,
    );
    expect(mapped).toEqual({
      ok: true,
      contact: expect.objectContaining({
        preferredContact: 'sms',
        isFavorite: true,
        ownerId: '00000000-0000-4000-8000-000000000009',
        leadScore: 87,
        customFields: { 'Customer Id': 'EB54', Address: '1 Main St, Oslo' },
        createdAt: '2021-03-04T05:06:07.890Z',
        updatedAt: '2022-01-02T03:04:05.000Z',
        notes: 'line one\nline two',
      }),
    });
  });

  it('leaves the importer the owner when no user of the workspace has the email', () => {
    const mapped = mapper(row({ Name: 'A', Email: 'a@x.test', 'Owner Email': 'someone@elsewhere.test' }), 2);
    expect(mapped.ok && mapped.contact.ownerId).toBeUndefined();
  });

  it('refuses a lead score, favorite or custom fields cell it cannot read, quoting it', () => {
    const mapped = mapper(
      row({ Name: 'A', Email: 'a@x.test', 'Lead Score': '101', Favorite: 'maybe', 'Custom Fields': '[1]' }),
      2,
    );
    expect(mapped.ok ? [] : mapped.problems.map((p) => [p.field, p.value])).toEqual([
      ['Favorite', 'maybe'],
      ['Lead Score', '101'],
      ['Custom Fields', '[1]'],
    ]);
  });
});
