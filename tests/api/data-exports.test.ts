import type { DataExport } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

/** Starts an export and waits until it has finished. */
async function exportView(client: ApiClient, kind: 'contacts' | 'deals', query: Record<string, unknown> = {}) {
  const started = await client.post(`/api/${kind}/exports`, { query });
  expect(started.status).toBe(202);
  expect(started.body.status).toBe('queued');
  let done: DataExport | undefined;
  await expect
    .poll(async () => {
      const { body } = await client.get(`/api/${kind}/exports`);
      done = body.items.find((e) => e.id === started.body.id);
      return done?.status;
    })
    .toBe('completed');
  return done!;
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');

describe('background exports', () => {
  it('writes a filtered contacts view to a file its requester downloads, with the row count', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('exp');
    for (const [name, status] of [
      ['Grace Hopper', 'customer'],
      ['Ada Lovelace', 'customer'],
      ['Alan Turing', 'lead'],
    ] as const) {
      await client.post('/api/contacts', { name, email: `${name.split(' ')[0]?.toLowerCase()}@x.test`, status });
    }
    const done = await exportView(client, 'contacts', { status: ['customer'], sort: 'name' });
    expect(done).toMatchObject({ kind: 'contacts', rows: 2, error: null, fileName: expect.stringMatching(/\.csv$/) });

    const file = await client.get(`/api/contacts/exports/${done.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${done.fileName}"`);
    expect(file.headers.get('x-row-count')).toBe('2');
    const [header, ...rows] = csvRows(file.body);
    expect(header).toMatch(/^First Name,Last Name,Email,/);
    expect(rows).toEqual([expect.stringMatching(/^Ada,Lovelace,/), expect.stringMatching(/^Grace,Hopper,/)]);

    // A colleague cannot fetch my file, nor see it among their exports.
    const colleague = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    expect((await colleague.get(`/api/contacts/exports/${done.id}/download`)).status).toBe(404);
    expect((await colleague.get('/api/contacts/exports')).body.items).toEqual([]);
    // Nor can anyone of another workspace; and a contacts export is not a deals one.
    const other = await signUpWorkspace('exo');
    expect((await other.client.get(`/api/contacts/exports/${done.id}/download`)).status).toBe(404);
    expect((await client.get(`/api/deals/exports/${done.id}/download`)).status).toBe(404);
  });

  it('exports deals with their stage by name and their contact by email, as the deals import reads them', async () => {
    const { client } = await signUpWorkspace('exd');
    const { body: contact } = await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@engines.test' });
    await client.post('/api/deals', { title: 'Engine licence', value: 12_500, contactId: contact.id });
    await client.post('/api/deals', { title: 'Loose deal', value: 300 });
    const done = await exportView(client, 'deals', { sort: 'value' });
    expect(done.rows).toBe(2);
    const [header, ...rows] = csvRows((await client.get(`/api/deals/exports/${done.id}/download`)).body);
    expect(header).toBe(
      'Title,Value,Status,Stage,Probability,Expected Close Date,Actual Close Date,Contact Name,Contact Email,Description,Created At',
    );
    expect(rows).toEqual([
      expect.stringMatching(/^Loose deal,300,open,Qualification,20,,,,,,/),
      expect.stringMatching(/^Engine licence,12500,open,Qualification,20,,,Ada Lovelace,ada@engines.test,,/),
    ]);
  });

  it('refuses a bad filter by naming it, and a file that is not ready', async () => {
    const { client } = await signUpWorkspace('exb');
    const bad = await client.post('/api/contacts/exports', { query: { status: ['nobody'] } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    const unknown = await client.get(`/api/contacts/exports/${crypto.randomUUID()}/download`);
    expect(unknown.status).toBe(404);
  });
});
