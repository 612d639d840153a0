import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { KeyClient, keyClient } from '../support/api-keys';
import { addUser, signIn } from '../support/workspace-users';

describe('API keys on the data routes', () => {
  it('lists, creates, updates and deletes contacts and deals with only a key, as the role it was given', async () => {
    const { client: admin, slug } = await signUpWorkspace('key');
    const { client: api, key } = await keyClient(admin, slug, {
      name: 'Zapier',
      scopes: ['contacts:read', 'contacts:write', 'deals:read', 'deals:write'],
      role: 'regular_user',
    });
    expect(key).toMatchObject({
      role: 'regular_user',
      expiresAt: null,
      scopes: expect.arrayContaining(['deals:write']),
    });

    const created = await api.post('/api/contacts', { name: 'Ada Integrator', email: 'ada@key.test' });
    expect(created.status).toBe(201);
    const patched = await api.request('PATCH', `/api/contacts/${created.body.id}`, { title: 'CTO', version: 1 });
    expect(patched).toMatchObject({ status: 200, body: { title: 'CTO' } });
    const list = await api.get('/api/contacts?limit=10');
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
    expect((await api.request('DELETE', `/api/contacts/${created.body.id}`)).status).toBe(200);
    expect((await admin.get(`/api/contacts/${created.body.id}`)).status).toBe(404);

    const deal = await api.post('/api/deals', { title: 'Via API', value: 1200 });
    expect(deal.status).toBe(201);
    expect((await api.request('PATCH', `/api/deals/${deal.body.id}`, { value: 1500, version: 1 })).body.value).toBe(
      1500,
    );
    expect((await admin.get(`/api/deals/${deal.body.id}`)).body).toMatchObject({ title: 'Via API', value: 1500 });
    expect((await api.request('DELETE', `/api/deals/${deal.body.id}`)).status).toBe(200);

    // The key acts as a regular user: the permission map applies as to a person of that role.
    const forbidden = await api.get('/api/analytics/pipeline-intelligence');
    expect(forbidden.status).toBe(403);
    // No CSRF token was ever sent, and a key call hands out no cookie.
    expect(created.headers.getSetCookie()).toEqual([]);
  });

  it('names the missing scope, keeps people-only routes from keys, and refuses a role above its creator', async () => {
    const { client: admin, slug, tenantId } = await signUpWorkspace('ksc');
    const { client: reader } = await keyClient(admin, slug, { scopes: ['contacts:read'] });
    expect((await reader.get('/api/contacts')).status).toBe(200);
    const write = await reader.post('/api/contacts', { name: 'Nope' });
    expect(write).toMatchObject({
      status: 403,
      body: {
        code: 'forbidden',
        message: expect.stringContaining('contacts:write'),
        details: { scope: 'contacts:write' },
      },
    });
    expect((await reader.get('/api/deals')).body.details).toEqual({ reason: 'missing_scope', scope: 'deals:read' });
    expect((await reader.get('/api/contacts/00000000-0000-4000-8000-000000000000/activities')).body.details).toEqual({
      reason: 'missing_scope',
      scope: 'activities:read',
    });
    for (const path of ['/api/admin/users', '/api/settings/api-keys', '/api/auth/user-role']) {
      expect((await reader.get(path)).status, path).toBe(403);
    }

    const wl = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    const above = await wl.post('/api/settings/api-keys', {
      name: 'Mine',
      scopes: ['contacts:read'],
      role: 'super_admin',
    });
    expect(above.status).toBe(403);
    const unknownScope = await wl.post('/api/settings/api-keys', { name: 'Mine', scopes: ['contacts:everything'] });
    expect(unknownScope.status).toBe(400);
  });

  it('answers 401 to a revoked, an expired, a malformed and another workspace’s key', async () => {
    const { client: admin, slug } = await signUpWorkspace('krv');
    const { client: api, key } = await keyClient(admin, slug);
    expect((await api.get('/api/contacts')).status).toBe(200);
    expect((await admin.request('DELETE', `/api/settings/api-keys/${key.id}`)).status).toBe(204);
    expect((await api.get('/api/contacts')).status).toBe(401);

    const past = await admin.post('/api/settings/api-keys', {
      name: 'Old',
      scopes: ['contacts:read'],
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    const soon = await keyClient(admin, slug, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await soon.client.get('/api/contacts')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const expired = await soon.client.get('/api/contacts');
    expect(expired).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated', message: expect.stringContaining('expired') },
    });

    expect((await new KeyClient(slug, 'not-a-key').get('/api/contacts')).status).toBe(401);
    const other = await signUpWorkspace('kro');
    const live = await keyClient(admin, slug);
    expect((await new KeyClient(other.slug, live.client.secret).get('/api/contacts')).status).toBe(401);
    // The list shows when each key expires; the audit log records who made each key and with what.
    expect((await admin.get('/api/settings/api-keys')).body.items).toContainEqual(
      expect.objectContaining({ id: soon.key.id, expiresAt: soon.key.expiresAt }),
    );
    const audit = (await admin.get('/api/admin/audit-log?limit=20')).body.entries;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'api_key.created',
        targetId: live.key.id,
        details: expect.objectContaining({ role: 'super_admin' }),
      }),
    );
  });

  it('sends RateLimit headers and answers 429 per key, then per workspace', async () => {
    const { client: admin, slug } = await signUpWorkspace('krl');
    const [first, second, third] = [
      await keyClient(admin, slug),
      await keyClient(admin, slug),
      await keyClient(admin, slug),
    ];
    const one = await first.client.get('/api/contacts/total');
    expect(one.headers.get('ratelimit-limit')).toBe('400');
    expect(one.headers.get('ratelimit-remaining')).toBe('399');
    expect(Number(one.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const burst = async (client: ApiClient, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, n - i) }, () => client.get('/api/contacts/total')),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      return statuses;
    };
    expect((await burst(first.client, 399)).every((s) => s === 200)).toBe(true);
    const limited = await first.client.get('/api/contacts/total');
    expect(limited).toMatchObject({
      status: 429,
      body: { code: 'rate_limited', details: { scope: 'key', limit: 400 } },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');

    // The workspace's 1,000 a minute are shared by its keys: 401 used above, 400 and 199 more here.
    expect((await burst(second.client, 400)).every((s) => s === 200)).toBe(true);
    expect((await burst(third.client, 199)).every((s) => s === 200)).toBe(true);
    const tenantLimited = await third.client.get('/api/contacts/total');
    expect(tenantLimited).toMatchObject({ status: 429, body: { details: { scope: 'workspace', limit: 1000 } } });
    // People signed in are not counted against the keys' limits.
    expect((await admin.get('/api/contacts/total')).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first answer, a changed body with 422 and a bad key with 400', async () => {
    const { client: admin, slug } = await signUpWorkspace('kid');
    const { client: api } = await keyClient(admin, slug);
    const body = { name: 'Once Only', email: 'once@kid.test' };
    const headers = { 'idempotency-key': 'create-once-1' };
    const first = await api.request('POST', '/api/contacts', body, headers);
    const again = await api.request('POST', '/api/contacts', body, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.get('/api/contacts/total')).body.total).toBe(1);

    const changed = await api.request('POST', '/api/contacts', { ...body, name: 'Twice' }, headers);
    expect(changed).toMatchObject({
      status: 422,
      body: { code: 'unprocessable', details: { field: 'Idempotency-Key' } },
    });
    for (const bad of ['x'.repeat(256), 'with space', 'ünïcode']) {
      const refused = await api.request('POST', '/api/contacts', body, { 'idempotency-key': bad });
      expect(refused, bad).toMatchObject({
        status: 400,
        body: { code: 'bad_input', details: { field: 'Idempotency-Key' } },
      });
    }
    // The same key from a person of the workspace is theirs, not the key's: another body is no reuse.
    const person = await admin.request('POST', '/api/contacts', { name: 'Person', email: 'p@kid.test' }, headers);
    expect(person.status).toBe(201);
    expect(person.body.id).not.toBe(first.body.id);
    // A refused create is not kept: fixed, the same key creates.
    const invalid = await api.request('POST', '/api/deals', { title: '' }, { 'idempotency-key': 'deal-1' });
    expect(invalid.status).toBe(400);
    const fixed = await api.request('POST', '/api/deals', { title: 'Fixed' }, { 'idempotency-key': 'deal-1' });
    expect(fixed.status).toBe(201);
  });
});
