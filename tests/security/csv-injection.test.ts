import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';

describe('CSV injection', () => {
  it('exports a contact whose fields start like a formula as text a spreadsheet will not run', async () => {
    const { client } = await signUpWorkspace('csvinj');
    const created = await client.post('/api/contacts', {
      firstName: '=HYPERLINK("https://evil.test","click")',
      lastName: '@SUM(1+1)',
      email: 'formula@csv.test',
      phone: '+1 555 0100',
      company: '-2+3',
    });
    expect(created.status).toBe(201);

    const csv = (await client.get('/api/contacts/export.csv')).body.replace(/^\uFEFF/, '');
    const [, row] = csv.trim().split('\n');
    expect(row).toMatch(/^"'=HYPERLINK\(""https:\/\/evil.test"",""click""\)",'@SUM\(1\+1\),formula@csv.test,/);
    // A phone number in international form names no function or cell: it stays as typed.
    expect(row).toContain(',+1 555 0100,');
    expect(row).toContain(",'-2+3,");
    expect(row?.replace(',+1 555 0100,', ',')).not.toMatch(/(^|,)[=+\-@]/);
  });
});
