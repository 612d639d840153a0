import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

type Hit = { type: string; id: string; title: string; subtitle: string | null; contactId: string | null };
const found = (body: { hits: Hit[] }) => body.hits.map((h) => `${h.type}:${h.title}`);

describe('global search (Ctrl/Cmd-K)', () => {
  it('finds contacts, companies, deals, tasks and notes, best matches first', async () => {
    const { client } = await signUpWorkspace('gsearch');
    const { body: ada } = await client.post('/api/contacts', {
      name: 'Ada Lovelace',
      email: 'ada@engines.test',
      company: 'Analytical Engines',
    });
    await client.post('/api/contacts', { name: 'Adam Smith', email: 'adam@wealth.test' });
    await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@navy.test', company: 'Canada Dry' });
    await client.post('/api/deals', { title: 'Engines renewal', value: 12_500, contactId: ada.id });
    await client.post('/api/tasks', { title: 'Send the engines proposal', contactId: ada.id });
    await client.post(`/api/contacts/${ada.id}/activities`, { kind: 'note', body: 'Wants the difference engine demo' });

    const { status, body } = await client.get('/api/search?q=ada');
    expect(status).toBe(200);
    expect(found(body).slice(0, 3)).toEqual(['contact:Ada Lovelace', 'contact:Adam Smith', 'contact:Grace Hopper']);

    const engines = found((await client.get('/api/search?q=engine')).body);
    expect(engines).toEqual(
      expect.arrayContaining([
        'company:Analytical Engines',
        'contact:Ada Lovelace',
        'deal:Engines renewal',
        'task:Send the engines proposal',
        'note:Note',
      ]),
    );
    const note = (await client.get('/api/search?q=difference&types=note')).body.hits;
    expect(note).toEqual([expect.objectContaining({ type: 'note', contactId: ada.id })]);
    expect(found((await client.get('/api/search?q=engine&types=deal')).body)).toEqual(['deal:Engines renewal']);
  });

  it('finds a contact by a phone number whose first digits every contact shares', async () => {
    const { client } = await signUpWorkspace('gsphone');
    for (let i = 1; i <= 6; i++) {
      await client.post('/api/contacts', {
        name: `Caller ${i}`,
        email: `c${i}@calls.test`,
        phone: `+1 555 01${i}${i}`,
      });
    }
    const contacts = async (q: string) =>
      found((await client.get(`/api/search?q=${encodeURIComponent(q)}&types=contact`)).body);
    expect(await contacts('555 0144')).toEqual(['contact:Caller 4']);
    expect(await contacts('555 0145')).toEqual([]);
  });

  it("never shows another workspace's records or records the viewer may not see", async () => {
    const a = await signUpWorkspace('gsa');
    const b = await signUpWorkspace('gsb');
    await b.client.post('/api/contacts', { name: 'Zebulon Secret', email: 'z@secret.test' });
    expect((await a.client.get('/api/search?q=zebulon')).body.hits).toEqual([]);

    const rep = await signIn(a.slug, await addUser(a.tenantId, 'regular_user', a.slug));
    await a.client.post('/api/contacts', { name: 'Quentin Owner', email: 'q@owner.test' });
    expect(found((await rep.get('/api/search?q=quentin')).body)).toEqual(['contact:Quentin Owner']);
    await a.client.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' });
    expect((await rep.get('/api/search?q=quentin')).body.hits).toEqual([]);
  });

  it('names the field when the query is too short or a type is unknown', async () => {
    const { client } = await signUpWorkspace('gsbad');
    const short = await client.get('/api/search?q=a');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('q');
    const badType = await client.get('/api/search?q=ada&types=planet');
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('types');
  });
});
