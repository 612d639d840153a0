import type { ContactPage } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiResponse, signUpWorkspace } from '../support/api-client';

const ada = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ADA@Engine.test',
  company: 'Analytical Engines',
  tags: ['vip', ' VIP ', ''],
};

describe('contacts over HTTP', () => {
  it('creates a contact with the spec defaults, a random avatar and a linked company', async () => {
    const { client, userId } = await signUpWorkspace('ct');
    const created = await client.post('/api/contacts', ada);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      email: 'ada@engine.test',
      company: 'Analytical Engines',
      status: 'lead',
      interestLevel: 'medium',
      preferredContact: 'email',
      tags: ['vip'],
      isFavorite: false,
      leadScore: null,
      ownerId: userId,
      version: 1,
    });
    expect(created.body.avatarSrc).toMatch(/^\/avatars\/\d+\.svg$/);

    const again = await client.post('/api/contacts', {
      name: 'Charles Babbage',
      email: 'cb@engine.test',
      company: 'analytical engines',
    });
    expect(again.body.companyId).toBe(created.body.companyId);
    const companies = await client.get('/api/companies?search=engine');
    expect(companies.body.items).toEqual([expect.objectContaining({ name: 'Analytical Engines', contactCount: 2 })]);
  });

  it('pages through a sorted, filtered list with keyset cursors and finds by part of a company name', async () => {
    const { client } = await signUpWorkspace('ctlist');
    for (let i = 0; i < 7; i++) {
      const status = i % 2 ? 'customer' : 'lead';
      await client.post('/api/contacts', {
        name: `Person ${i}`,
        email: `p${i}@x.test`,
        status,
        company: i < 3 ? 'Globex Corporation' : 'Initech',
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiResponse<ContactPage> = await client.get(
        `/api/contacts?sort=name&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((c: { name: string }) => c.name));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `Person ${i}`));

    const customers = await client.get('/api/contacts?status=customer&sort=-createdAt');
    expect(customers.body.items.map((c: { name: string }) => c.name)).toEqual(['Person 5', 'Person 3', 'Person 1']);
    const found = await client.get('/api/contacts?search=lobex');
    expect(found.body.items).toHaveLength(3);
    expect((await client.get('/api/contacts?search=50%25')).body.items).toEqual([]);
  });

  it('finds a term of several words whole, by its rarest word (a phone number among others)', async () => {
    const { client } = await signUpWorkspace('ctwords');
    for (let i = 1; i <= 8; i++) {
      await client.post('/api/contacts', {
        name: `Lab Person ${i}`,
        email: `lab${i}@umbrella.test`,
        company: 'Umbrella Labs',
        phone: `+1 555 01${i}${i}`,
      });
    }
    const names = async (term: string) =>
      (await client.get(`/api/contacts?search=${encodeURIComponent(term)}`)).body.items.map(
        (c: { name: string }) => c.name,
      );
    // Every contact holds "555" and "labs"; only one the rest of each term.
    expect(await names('555 0133')).toEqual(['Lab Person 3']);
    expect(await names('UMBRELLA LABS +1 555 0177')).toEqual(['Lab Person 7']);
    expect(await names('555 0134')).toEqual([]);
    // Both words are there, but not side by side.
    expect(await names('labs 0133')).toEqual([]);
    expect(await names('umbrella labs')).toHaveLength(8);
  });

  it('pages through contacts by lead score, the unscored last, each contact once', async () => {
    const { client } = await signUpWorkspace('ctscore');
    const people = [
      { name: 'Cold Lead', email: 'cold@free-mail.test', status: 'lead', interestLevel: 'cold' },
      {
        name: 'Warm Prospect',
        email: 'warm@globex.test',
        status: 'prospect',
        interestLevel: 'warm',
        position: 'Manager',
      },
      { name: 'Hot Customer', email: 'ceo@initech.test', status: 'customer', interestLevel: 'hot', position: 'CEO' },
      { name: 'Medium Lead', email: 'med@acme.test', status: 'lead', interestLevel: 'medium', company: 'Acme' },
    ];
    for (const person of people) await client.post('/api/contacts', person);
    const scores = async () =>
      (await client.get('/api/contacts?limit=50')).body.items.map((c: { leadScore: number | null }) => c.leadScore);
    await expect.poll(async () => (await scores()).includes(null)).toBe(false);
    await client.request('PATCH', '/api/ai/preferences', { autoScoring: false });
    await client.post('/api/contacts', { name: 'Never Scored', email: 'none@x.test' });

    const seen: { name: string; leadScore: number | null }[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiResponse<ContactPage> = await client.get(
        `/api/contacts?sort=-leadScore&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.map((c) => c.name).sort()).toEqual([...people.map((p) => p.name), 'Never Scored'].sort());
    const ranked = seen.map((c) => c.leadScore ?? -1);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    expect(seen.at(-1)).toMatchObject({ name: 'Never Scored', leadScore: null });
    expect(seen[0]).toMatchObject({ name: 'Hot Customer' });
  });

  it('refuses a stale edit as a conflict and keeps the newer change', async () => {
    const { client } = await signUpWorkspace('ctver');
    const { body: contact } = await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@navy.test' });
    const first = await client.request('PATCH', `/api/contacts/${contact.id}`, { title: 'Rear Admiral', version: 1 });
    expect(first.body).toMatchObject({ title: 'Rear Admiral', version: 2 });
    const stale = await client.request('PATCH', `/api/contacts/${contact.id}`, { title: 'Captain', version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.error?.details?.current as { title?: string; version?: number } | undefined)?.title).toBe(
      'Rear Admiral',
    );
    expect((await client.get(`/api/contacts/${contact.id}`)).body.title).toBe('Rear Admiral');
  });

  it('deletes softly and restores on undo', async () => {
    const { client } = await signUpWorkspace('ctdel');
    const { body: contact } = await client.post('/api/contacts', { name: 'Alan Turing', email: 'alan@bletchley.test' });
    expect((await client.request('DELETE', `/api/contacts/${contact.id}`)).status).toBe(200);
    expect((await client.get(`/api/contacts/${contact.id}`)).status).toBe(404);
    expect((await client.get('/api/contacts')).body.items).toEqual([]);
    const restored = await client.post(`/api/contacts/${contact.id}/restore`);
    expect(restored.body).toMatchObject({ name: 'Alan Turing', version: 3 });
    expect((await client.get('/api/contacts')).body.items).toHaveLength(1);
  });

  it("never shows or changes another workspace's contact", async () => {
    const a = await signUpWorkspace('cta');
    const b = await signUpWorkspace('ctb');
    const { body: secret } = await a.client.post('/api/contacts', { name: 'Secret Person', email: 'secret@a.test' });
    expect((await b.client.get(`/api/contacts/${secret.id}`)).status).toBe(404);
    expect((await b.client.request('PATCH', `/api/contacts/${secret.id}`, { title: 'x', version: 1 })).status).toBe(
      404,
    );
    expect((await b.client.request('DELETE', `/api/contacts/${secret.id}`)).status).toBe(404);
    expect((await b.client.get('/api/contacts?search=secret')).body.items).toEqual([]);
    expect((await a.client.get(`/api/contacts/${secret.id}`)).body.version).toBe(1);
  });

  it('names the bad field and stores nothing', async () => {
    const { client } = await signUpWorkspace('ctbad');
    const bad = await client.post('/api/contacts', {
      email: 'nope',
      socialProfiles: { linkedin: 'javascript:alert(1)' },
      customFields: { '': 'x' },
      status: 'zombie',
    });
    expect(bad.status).toBe(400);
    const paths = bad.error?.details?.issues?.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.email', 'body.socialProfiles.linkedin', 'body.status', 'body.customFields']),
    );
    const nameless = await client.post('/api/contacts', { email: 'nameless@x.test' });
    expect(nameless.error?.details?.issues).toContainEqual({
      path: 'body.firstName',
      message: 'needs a first name, last name or name',
    });
    expect((await client.get('/api/contacts?cursor=garbage')).status).toBe(400);
    expect((await client.get('/api/contacts')).body.items).toEqual([]);
  });
});

describe('members', () => {
  it("lists the workspace's people for owner pickers, kept from identity's events", async () => {
    const { client, userId, owner } = await signUpWorkspace('mem');
    await expect
      .poll(async () => (await client.get('/api/members')).body.items)
      .toEqual([{ userId, name: owner.name, email: owner.email, role: 'super_admin' }]);
  });
});
