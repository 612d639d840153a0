import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { importContacts, uploadCsv, waitForImport } from '../support/csv-imports';

const fixture = readFileSync('/work/shared/fixtures/customers-10000.csv', 'utf8');
// Three rows the report must name (a bad email, no name at all, a missing column), appended with
// Unix line ends to the fixture's Windows ones, as an editor would.
const badRows = [
  '10001,X1,Ann,Bad,Acme,Oslo,Norway,1,2,not-an-email,01-01-2020,https://a.test/',
  '10002,X2,,,Acme,Oslo,Norway,1,2,noname@x.test,01-01-2020,https://a.test/',
  '10003,X3,Short,Row,Acme,Oslo,Norway,1,2,short@x.test,01-01-2020',
].join('\n');
const file = `${fixture.trimEnd()}\n${badRows}\n`;

const extraColumns = { 'Subscription Date': 'lastContact', 'Customer Id': 'customField' };
const runImport = (client: ApiClient, text: string, choice: Record<string, unknown> = {}) =>
  importContacts(client, text, choice, extraColumns);
const upload = (client: ApiClient, text: string | Uint8Array<ArrayBuffer>, name = 'customers.csv') =>
  uploadCsv(client, 'contacts', text, name);
const waitFor = (client: ApiClient, id: string, status: string) => waitForImport(client, 'contacts', id, status);

const exportedRows = async (client: ApiClient) => {
  const response = await client.get('/api/contacts/export.csv');
  expect(response.status).toBe(200);
  return response.body.trim().split('\n').slice(1);
};

describe('contacts CSV import', () => {
  it('imports the 10,000-row fixture, reports bad rows, skips or updates duplicates and reverts', async () => {
    const { client } = await signUpWorkspace('imp');
    const existing = await client.post('/api/contacts', {
      name: 'Kept Person',
      email: 'alvaradojesse@rangel-shields.com',
    });

    const uploaded = await upload(client, file);
    expect(uploaded.body).toMatchObject({ status: 'uploaded', suggestedDateFormat: 'day-first' });
    expect(uploaded.body.headers).toHaveLength(12);
    expect(uploaded.body.sampleRows).toHaveLength(20);
    expect(uploaded.body.sampleRows[1]![4]).toBe('Horn, Shepard and Watson');
    expect(uploaded.body.suggestedMapping).toMatchObject({
      Email: 'email',
      'First Name': 'firstName',
      Company: 'company',
    });

    const first = await runImport(client, file);
    expect(first.counts).toEqual({ read: 10_003, imported: 9_999, updated: 0, unchanged: 0, skipped: 1, failed: 3 });
    const errors = await client.get(`/api/imports/${first.id}/errors?limit=2`);
    expect(errors.body.items).toEqual([
      { line: 10_002, field: 'Email', value: 'not-an-email', reason: 'must be a valid email address' },
      { line: 10_003, field: 'First Name', value: null, reason: 'needs a first name, last name or name' },
    ]);
    const rest = await client.get(
      `/api/imports/${first.id}/errors?cursor=${encodeURIComponent(errors.body.nextCursor!)}`,
    );
    expect(rest.body).toEqual({
      items: [{ line: 10_004, field: '(row)', value: null, reason: 'has 11 columns where the header has 12' }],
      nextCursor: null,
    });
    const report = await client.get(`/api/imports/${first.id}/errors.csv`);
    expect(
      report.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(4);

    const { body: found } = await client.get('/api/contacts?search=urangel@espinoza-francis.net');
    expect(found.items[0]).toMatchObject({
      name: 'Heather Callahan',
      company: 'Mosley-David',
      phone: '043-797-5229',
      lastContact: '2020-08-26T00:00:00.000Z',
      location: { city: 'Lake Jeffborough', country: 'Norway' },
      socialProfiles: { website: 'http://www.escobar.org/' },
      customFields: { 'Customer Id': 'EB54EF1154C3A78' },
    });
    expect((await client.get(`/api/contacts/${existing.body.id}`)).body).toMatchObject({
      name: 'Kept Person',
      version: 1,
    });
    expect(await exportedRows(client)).toHaveLength(10_000);

    const again = await runImport(client, file);
    expect(again.counts).toMatchObject({ imported: 0, skipped: 10_000, failed: 3 });

    const changes = 'First Name,Last Name,Email,Phone 1\nHeather,Callahan,urangel@espinoza-francis.net,555-0100\n';
    const update = await runImport(client, changes, { onDuplicate: 'update' });
    expect(update.counts).toMatchObject({ imported: 0, updated: 1 });
    expect((await client.get('/api/contacts?search=urangel@espinoza')).body.items[0]!.phone).toBe('555-0100');
    expect((await client.post(`/api/imports/${update.id}/revert`)).status).toBe(200);
    expect((await waitFor(client, update.id, 'reverted')).reverted).toEqual({ removed: 0, restored: 1, kept: 0 });
    expect((await client.get('/api/contacts?search=urangel@espinoza')).body.items[0]!.phone).toBe('043-797-5229');

    expect((await client.post(`/api/imports/${first.id}/revert`)).status).toBe(200);
    expect((await waitFor(client, first.id, 'reverted')).reverted).toMatchObject({ removed: 9_999 });
    expect(await exportedRows(client)).toHaveLength(1);
    expect((await client.post(`/api/imports/${first.id}/revert`)).status).toBe(409);

    const listed = await client.get('/api/imports');
    expect(listed.body.items.map((i: { id: string }) => i.id)).toContain(first.id);
  });

  it("keeps a workspace's imports and contacts from every other workspace", async () => {
    const a = await signUpWorkspace('impa');
    const b = await signUpWorkspace('impb');
    const imported = await runImport(a.client, 'Name,Email\nAda Lovelace,ada@engine.test\n');
    expect(imported.counts.imported).toBe(1);
    expect((await b.client.get(`/api/imports/${imported.id}`)).status).toBe(404);
    expect((await b.client.post(`/api/imports/${imported.id}/revert`)).status).toBe(404);
    expect((await b.client.get('/api/imports')).body.items).toEqual([]);
    expect(await exportedRows(b.client)).toEqual([]);
  });

  it('writes one contact per email when batches written side by side share their emails', async () => {
    const { client } = await signUpWorkspace('impshared');
    // The second batch (of 5,000 rows) names the first one's emails again, in the reverse order.
    const emails = Array.from({ length: 5000 }, (_, i) => `p${i}@shared.test`);
    const lines = [...emails, ...emails.toReversed()].map((email, i) => `Person ${i},${email}`);
    const done = await runImport(client, ['Name,Email', ...lines].join('\n'));
    expect(done.counts).toEqual({ read: 10_000, imported: 5000, updated: 0, unchanged: 0, skipped: 5000, failed: 0 });
    expect(await exportedRows(client)).toHaveLength(5000);
  });

  it('resumes around the lines an earlier run of the import wrote, wherever they lie', async () => {
    const { client } = await signUpWorkspace('impresume');
    const rows = Array.from({ length: 12 }, (_, i) => `Person ${i + 2},p${i + 2}@resume.test`);
    const uploaded = await upload(client, ['Name,Email', ...rows].join('\n'));
    // As if batches covering lines 3–4 and 8–10 had committed before the job stopped.
    await withOwnerConnection(inject('databaseUrl'), (db) =>
      db.query(`UPDATE crm.contact_imports SET lines_done = '{[3,5),[8,11)}' WHERE id = $1`, [uploaded.body.id]),
    );
    await client.post(`/api/imports/${uploaded.body.id}/start`, { mapping: uploaded.body.suggestedMapping });
    const done = await waitFor(client, uploaded.body.id, 'completed');
    expect(done.counts).toEqual({ read: 7, imported: 7, updated: 0, unchanged: 0, skipped: 0, failed: 0 });
    const emails = (await exportedRows(client)).map((row) => row.split(',')[2]).sort();
    expect(emails).toEqual([2, 5, 6, 7, 11, 12, 13].map((line) => `p${line}@resume.test`).sort());
  });

  it('refuses a file that is not CSV, and a mapping without email, with a clear 400', async () => {
    const { client } = await signUpWorkspace('impbad');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const binary = await upload(client, png, 'photo.png');
    expect(binary.status).toBe(400);
    expect(binary.error?.message).toMatch(/not a CSV file: it holds binary data/);
    expect((await upload(client, '')).error?.message).toMatch(/it is empty/);
    const notMultipart = await client.post('/api/imports/contacts', { file: 'x' });
    expect(notMultipart.status).toBe(400);

    const uploaded = await upload(client, 'Name;Mail\nAda;ada@x.test\n');
    expect(uploaded.body.headers).toEqual(['Name', 'Mail']);
    const start = await client.post(`/api/imports/${uploaded.body.id}/start`, { mapping: { Name: 'name' } });
    expect(start.status).toBe(400);
    expect(start.error?.message).toMatch(/Map a column to Email/);
  });

  it('exports the filtered view as CSV that imports back', async () => {
    const { client } = await signUpWorkspace('impexp');
    await client.post('/api/contacts', {
      name: 'Grace Hopper',
      email: 'grace@navy.test',
      status: 'customer',
      tags: ['a', 'b'],
    });
    await client.post('/api/contacts', { name: 'Alan Turing', email: 'alan@bletchley.test', status: 'lead' });
    const response = await client.get('/api/contacts/export.csv?status=customer');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="contacts.csv"/);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toMatch(/^First Name,Last Name,Email,/);
    expect(rows).toEqual([expect.stringMatching(/^Grace,Hopper,grace@navy.test,.*,customer,.*,a; b,/)]);
  });
});
