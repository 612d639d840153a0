import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const names = (response: { body: { items: { name: string }[] } }) => response.body.items.map((v) => v.name);

describe('saved views', () => {
  it('keeps private views to their owner and shows shared ones to the workspace', async () => {
    const { client: owner, tenantId, slug } = await signUpWorkspace('sv');
    const colleague = await signIn(slug, await addUser(tenantId, 'regular_user', slug));

    const hot = await owner.post('/api/views', {
      scope: 'contacts',
      name: 'Hot leads',
      query: '?status=lead&interest=hot&sort=-createdAt&view=cards',
      shared: true,
    });
    expect(hot.status).toBe(201);
    expect(hot.body).toMatchObject({
      name: 'Hot leads',
      query: 'status=lead&interest=hot&sort=-createdAt&view=cards',
      shared: true,
      mine: true,
      isDefault: false,
      version: 1,
    });
    const mine = await owner.post('/api/views', { scope: 'contacts', name: 'My churned', query: 'status=churned' });
    await owner.post('/api/views', { scope: 'deals', name: 'Big deals', query: 'view=list&sort=-value', shared: true });

    expect(names(await owner.get('/api/views?scope=contacts'))).toEqual(['Hot leads', 'My churned']);
    const seen = await colleague.get('/api/views?scope=contacts');
    expect(names(seen)).toEqual(['Hot leads']);
    expect(seen.body.items[0]).toMatchObject({ mine: false });
    expect(names(await colleague.get('/api/views?scope=deals'))).toEqual(['Big deals']);

    // Only the owner changes a view; a private one does not exist for others.
    expect(
      (await colleague.request('PATCH', `/api/views/${hot.body.id}`, { name: 'Mine now', version: 1 })).status,
    ).toBe(403);
    expect((await colleague.request('DELETE', `/api/views/${hot.body.id}`)).status).toBe(403);
    expect(
      (await colleague.request('PATCH', `/api/views/${mine.body.id}`, { isDefault: true, version: 1 })).status,
    ).toBe(404);
    expect((await colleague.request('DELETE', `/api/views/${mine.body.id}`)).status).toBe(404);

    // Each user picks their own default, shared views included.
    const colleagueDefault = await colleague.request('PATCH', `/api/views/${hot.body.id}`, {
      isDefault: true,
      version: 1,
    });
    expect(colleagueDefault.body).toMatchObject({ isDefault: true, name: 'Hot leads' });
    expect((await owner.get('/api/views?scope=contacts')).body.items[0]!.isDefault).toBe(false);
    await owner.request('PATCH', `/api/views/${mine.body.id}`, { isDefault: true, version: 1 });
    const ownerViews = (await owner.get('/api/views?scope=contacts')).body.items;
    expect(ownerViews.map((v) => [v.name, v.isDefault])).toEqual([
      ['Hot leads', false],
      ['My churned', true],
    ]);

    // Renamed and made private: gone for the colleague, and no longer their default.
    const renamed = await owner.request('PATCH', `/api/views/${hot.body.id}`, {
      name: 'Hottest',
      shared: false,
      version: 1,
    });
    expect(renamed.body).toMatchObject({ name: 'Hottest', shared: false, version: 2 });
    const stale = await owner.request('PATCH', `/api/views/${hot.body.id}`, { name: 'Again', version: 1 });
    expect(stale.status).toBe(409);
    expect(names(await colleague.get('/api/views?scope=contacts'))).toEqual([]);
    await owner.request('PATCH', `/api/views/${hot.body.id}`, { shared: true, version: 2 });
    expect((await colleague.get('/api/views?scope=contacts')).body.items[0]!.isDefault).toBe(false);

    expect((await owner.request('DELETE', `/api/views/${mine.body.id}`)).status).toBe(200);
    expect(names(await owner.get('/api/views?scope=contacts'))).toEqual(['Hottest']);

    const stranger = (await signUpWorkspace('sx')).client;
    expect((await stranger.get('/api/views?scope=contacts')).body.items).toEqual([]);
    expect((await stranger.request('DELETE', `/api/views/${hot.body.id}`)).status).toBe(404);
  });

  it('validates names, queries and scopes', async () => {
    const { client } = await signUpWorkspace('sw');
    const bad = async (body: object) => {
      const response = await client.post('/api/views', body);
      expect(response.status).toBe(400);
      return response.error?.message as string;
    };
    expect(await bad({ scope: 'contacts', name: '  ', query: '' })).toMatch(/name/);
    expect(await bad({ scope: 'tasks', name: 'X', query: '' })).toMatch(/scope/);
    expect(await bad({ scope: 'contacts', name: 'X', query: 'a=b c' })).toMatch(/query/);
    expect(await bad({ scope: 'contacts', name: 'X', query: 'x'.repeat(2001) })).toMatch(/query/);
    expect((await client.get('/api/views')).status).toBe(400);

    await client.post('/api/views', { scope: 'contacts', name: 'Leads', query: 'status=lead' });
    const twice = await client.post('/api/views', { scope: 'contacts', name: 'leads', query: '' });
    expect(twice.status).toBe(409);
    expect(twice.error?.details).toMatchObject({ field: 'name' });
    // The same name on another screen is another view.
    expect((await client.post('/api/views', { scope: 'deals', name: 'Leads', query: '' })).status).toBe(201);
    expect((await client.request('PATCH', `/api/views/${crypto.randomUUID()}`, { version: 1 })).status).toBe(404);
  });
});
