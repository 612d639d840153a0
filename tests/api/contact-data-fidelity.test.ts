import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { importContacts, uploadCsv } from '../support/csv-imports';
import { withOwnerConnection } from '../support/database';

/** A workspace whose lead scores stay as set: the AI service would otherwise rescore imported contacts. */
async function workspace(prefix: string) {
  const ws = await signUpWorkspace(prefix);
  expect((await ws.client.request('PATCH', '/api/ai/preferences', { autoScoring: false })).status).toBe(200);
  return ws;
}

const exported = async (client: ApiClient) => {
  const response = await client.get('/api/contacts/export.csv');
  expect(response.status).toBe(200);
  return response.body;
};

const contacts = async (client: ApiClient) => {
  const { body } = await client.get('/api/contacts?limit=200&sort=name');
  return body.items as Record<string, unknown>[];
};

// What differs between workspaces by design: ids, the avatar drawn for each new contact, the
// owner (another workspace's user), and the version count.
const comparable = ({ id, companyId, ownerId, avatarSrc, version, ...fields }: Record<string, unknown>) => fields;

const everyField = {
  firstName: 'Stanisław',
  lastName: 'Wójcik',
  email: 'stanisław.wójcik@wp.pl',
  phone: '+48 (22) 123-45-67',
  company: 'Wójcik, Sp. z o.o.',
  position: 'Head of Sales',
  title: 'Dr',
  industry: 'Retail',
  status: 'prospect',
  interestLevel: 'hot',
  source: 'Referral',
  tags: ['vip', 'east, west'],
  notes: 'Met at the fair.\nCall back in "May"; bring samples',
  socialProfiles: { linkedin: 'https://linkedin.com/in/sw', twitter: 'https://x.com/sw', website: 'https://wojcik.pl' },
  customFields: { 'Customer Id': 'EB54', Address: 'ul. Długa 5, 00-001 Warszawa' },
  location: { city: 'Warszawa', state: 'Mazowieckie', country: 'Poland' },
  preferredContact: 'sms',
  isFavorite: true,
  lastContact: '2024-05-06T07:08:09.000Z',
};

describe('contacts CSV export and import: data fidelity', () => {
  it('exports every field, and an export imported into an empty workspace gives the same contacts back', async () => {
    const a = await workspace('fida');
    const full = await a.client.post('/api/contacts', everyField);
    expect(full.status).toBe(201);
    await a.client.post('/api/contacts', { name: '=HYPERLINK("https://evil.test")', email: 'formula@x.test' });
    await a.client.post('/api/contacts', { firstName: 'Ann', email: 'ann@x.test', phone: '+1 555 0100' });
    await withOwnerConnection(inject('databaseUrl'), (db) =>
      db.query('UPDATE crm.contact_lead_scores SET score = 87, scored_at = now() WHERE contact_id = $1', [
        full.body.id,
      ]),
    );
    const before = await contacts(a.client);
    expect(before.find((c) => c.id === full.body.id)).toMatchObject({ ...everyField, leadScore: 87 });

    const file = await exported(a.client);
    const [header, ...lines] = file
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .join('\n')
      .split('\n');
    expect(header?.split(',')).toEqual(
      expect.arrayContaining([
        'Notes',
        'Custom Fields',
        'City',
        'LinkedIn',
        'Lead Score',
        'Owner Email',
        'Created At',
        'Updated At',
      ]),
    );
    expect(file).toContain(a.owner.email);
    expect(lines.join('\n')).toContain(',+1 555 0100,');

    const b = await workspace('fidb');
    const done = await importContacts(b.client, file);
    expect(done.counts).toMatchObject({ read: 3, imported: 3, failed: 0 });
    const after = await contacts(b.client);
    expect(after.map(comparable)).toEqual(before.map(comparable));
    expect(after.every((c) => c.ownerId === b.userId)).toBe(true);
  });

  it('re-importing an unchanged file with "update" changes nothing and counts its rows as unchanged', async () => {
    const { client } = await workspace('fidu');
    await client.post('/api/contacts', everyField);
    await client.post('/api/contacts', { name: 'Ann Other', email: 'ann@x.test', status: 'customer' });
    const file = await exported(client);
    const before = await contacts(client);

    const again = await importContacts(client, file, { onDuplicate: 'update' });
    expect(again.counts).toEqual({ read: 2, imported: 0, updated: 0, unchanged: 2, skipped: 0, failed: 0 });
    expect(await contacts(client)).toEqual(before);
    // Nothing was written, so a revert has nothing to restore.
    expect((await client.post(`/api/imports/${again.id}/revert`)).status).toBe(200);

    const changed = file.replace('Ann,Other,ann@x.test,', 'Ann,Other,ann@x.test,555-0199');
    const update = await importContacts(client, changed, { onDuplicate: 'update' });
    expect(update.counts).toMatchObject({ updated: 1, unchanged: 1 });
    const ann = (await contacts(client)).find((c) => c.email === 'ann@x.test');
    expect(ann).toMatchObject({ phone: '555-0199', version: 2 });
  });

  it('reports each bad value beside its line, column and a reason in plain words, and lists in-file duplicates', async () => {
    const { client } = await workspace('fide');
    const file = [
      'Name,Email,Status,Last Contact',
      'Ann One,ann@x.test,On Hold,31/12/1990',
      'Bob Two,bob@x.test,Zombie,12/31/1990',
      'Ann Again,ANN@x.test,lead,',
      'Cy Three,not-an-email,lead,',
      'Dee Four,dee@x.test,lead,yesterday',
    ].join('\n');
    const done = await importContacts(client, file, { statusValues: { 'on hold': 'prospect' } });
    expect(done.counts).toMatchObject({ read: 5, imported: 1, skipped: 1, failed: 3 });
    expect(done.statusValues).toEqual({ 'on hold': 'prospect' });
    const { body } = await client.get(`/api/imports/${done.id}/errors`);
    expect(body.items).toEqual([
      {
        line: 3,
        field: 'Status',
        value: 'Zombie',
        reason: 'is not a status (lead, prospect, customer or churned): choose what it means in the mapping step',
      },
      { line: 4, field: 'Email', value: 'ann@x.test', reason: 'skipped: line 2 of the file has the same email' },
      { line: 5, field: 'Email', value: 'not-an-email', reason: 'must be a valid email address' },
      {
        line: 6,
        field: 'Last Contact',
        value: 'yesterday',
        reason: 'is not a date (such as 31/12/2024 or 2024-12-31)',
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Invalid option|expected one of/);
    const report = (await client.get(`/api/imports/${done.id}/errors.csv`)).body.replace(/^\uFEFF/, '');
    expect(report.split('\n')[0]?.trim()).toBe('Line,Field,Value,Reason');
    expect(report).toContain('3,Status,Zombie,');

    // The row mapped "On Hold" to prospect, and its day-first date was read day-first.
    const ann = (await contacts(client)).find((c) => c.email === 'ann@x.test');
    expect(ann).toMatchObject({ status: 'prospect', lastContact: expect.stringMatching(/^1990-12-31T00:00:00/) });
  });

  it('suggests address, postcode and second email columns (Chinook, Thunderbird) as custom fields and keeps them', async () => {
    const { client } = await workspace('fidm');
    const chinook = [
      'CustomerId,FirstName,LastName,Company,Address,City,State,Country,PostalCode,Phone,Fax,Email,SupportRepId',
      '49,Stanisław,Wójcik,,Ordynacka 10,Warsaw,,Poland,00-358,+48 22 828 37 39,,stanisław.wójcik@wp.pl,4',
    ].join('\n');
    const uploaded = await uploadCsv(client, 'contacts', chinook);
    expect(uploaded.body.suggestedMapping).toMatchObject({
      Address: 'customField',
      PostalCode: 'customField',
      Fax: 'customField',
      Email: 'email',
    });
    const done = await importContacts(client, chinook);
    expect(done.counts).toMatchObject({ imported: 1, failed: 0 });
    expect((await contacts(client))[0]).toMatchObject({
      email: 'stanisław.wójcik@wp.pl',
      phone: '+48 22 828 37 39',
      customFields: { Address: 'Ordynacka 10', PostalCode: '00-358' },
    });

    // A Thunderbird address book export: semicolons, home and work columns, a second email.
    const thunderbird = [
      'First Name;Last Name;Display Name;Primary Email;Secondary Email;Work Phone;Home Address;Home City;Home ZipCode;Birth Year;Notes',
      'Jan;Kowalski;Jan Kowalski;jan@kowalski.pl;jan.private@gmail.com;+48 12 345 67 89;Rynek 1;Kraków;31-001;1980;"met; twice"',
    ].join('\r\n');
    const book = await importContacts(client, thunderbird);
    expect(book.counts).toMatchObject({ imported: 1, failed: 0 });
    const { body } = await client.get('/api/contacts?search=jan@kowalski.pl');
    expect(body.items[0]).toMatchObject({
      name: 'Jan Kowalski',
      phone: '+48 12 345 67 89',
      notes: 'met; twice',
      location: { city: 'Kraków' },
      customFields: {
        'Secondary Email': 'jan.private@gmail.com',
        'Home Address': 'Rynek 1',
        'Home ZipCode': '31-001',
        'Birth Year': '1980',
      },
    });
  });
});
