import { describe, expect, inject, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

/** What an embedding site's page does: no cookie, the key in a header, the workspace in the address. */
const embed = (slug: string, key?: string) =>
  new ApiClient(null).request('GET', `/api/embed/dashboard?tenant=${slug}`, undefined, key ? { 'x-api-key': key } : {});

describe('the embeddable dashboard and API keys', () => {
  it('shows the workspace figures to a live key and stops at once when the key is revoked', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('emb');
    const pipeline = (await client.get('/api/pipelines')).body.items[0];
    const wonStage = pipeline!.stages.find((s) => s.kind === 'won')!.id;
    const { body: won } = await client.post('/api/deals', { title: 'Won', value: 3000 });
    await client.post(`/api/deals/${won.id}/move`, { stageId: wonStage, version: 1 });
    await client.post('/api/deals', { title: 'Open', value: 1500 });
    for (const [n, interest] of ['hot', 'warm', 'cold'].entries()) {
      await client.post('/api/contacts', { name: `Person ${n}`, email: `p${n}@emb.test`, interestLevel: interest });
    }

    const created = await client.post('/api/settings/api-keys', { name: 'Partner site' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Partner site', scopes: ['dashboard:read'], lastUsedAt: null });
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^smk_/);
    expect(created.body.prefix).toBe(secret.slice(0, 10));

    const { status, body } = await embed(slug, secret);
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        workspaceName: expect.any(String),
        totalDeals: 2,
        totalValue: 4500,
        activeContacts: 2,
        conversionRate: 50,
      },
    });
    const listed = (await client.get('/api/settings/api-keys')).body.items;
    expect(listed).toEqual([expect.objectContaining({ id: created.body.id, lastUsedAt: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // No key, a made-up one, and this key in another workspace are all refused alike.
    expect((await embed(slug)).status).toBe(401);
    expect((await embed(slug, `smk_${'A'.repeat(43)}`)).status).toBe(401);
    const other = await signUpWorkspace('emo');
    expect((await embed(other.slug, secret)).status).toBe(401);

    expect((await client.request('DELETE', `/api/settings/api-keys/${created.body.id}`)).status).toBe(204);
    expect((await embed(slug, secret)).status).toBe(401);
    expect((await client.get('/api/settings/api-keys')).body.items).toEqual([]);
    const audit = (await client.get('/api/admin/audit-log?limit=10')).body.entries.map((e) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['api_key.created', 'api_key.revoked']));

    // Keys are for those with API access (spec 000 §6): not a regular user.
    const regular = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await regular.get('/api/settings/api-keys')).status).toBe(403);
    expect((await regular.post('/api/settings/api-keys', { name: 'Mine' })).status).toBe(403);
  });

  it('lets other sites frame the embed page only', async () => {
    const page = await fetch(new URL('/dashboard-embed', inject('baseUrl')));
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const app = await fetch(new URL('/dashboard', inject('baseUrl')));
    expect(app.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
