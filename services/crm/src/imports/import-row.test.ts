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
      'vip; east,vip',
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

  it('leaves empty cells out', () => {
    const mapped = mapRow(['Ann', '', 'ann@x.test', '', '', '', '', '', ''], 3);
    expect(mapped.ok && mapped.contact).toMatchObject({ name: 'Ann', company: undefined, tags: undefined });
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
      problems: [{ field: 'First Name', reason: 'needs a first name, last name or name' }],
    });
  });

  it('refuses a row with a different number of columns', () => {
    expect(mapRow(['Ann', 'ann@x.test'], 9)).toEqual({
      ok: false,
      problems: [{ field: '(row)', reason: 'has 2 columns where the header has 9' }],
    });
  });
});
