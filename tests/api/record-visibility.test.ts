import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../services/kit/src';
import { ApiClient, signUpWorkspace } from '../support/api-client';

/** Adds a user with a role to a workspace (user management screens come with their issue). */
async function addUser(
  tenantId: string,
  slug: string,
  role: 'super_admin' | 'wl_user' | 'regular_user',
  email: string,
) {
  const nc = await connect({ servers: inject('natsUrl') });
  const rpc = createRpcClient(nc, 5000);
  await rpc.call(
    'identity.users.create',
    { email, name: email, password: 'member-pass-1', role },
    {
      tenantId,
      actor: null,
      requestId: crypto.randomUUID(),
    },
  );
  await nc.drain();
  const client = new ApiClient(slug);
  expect((await client.post('/api/auth/signin', { email, password: 'member-pass-1' })).status).toBe(200);
  return client;
}

describe('record visibility per role', () => {
  it('limits a role to its own records when the tenant says so, in lists, by id and in AI calls', async () => {
    const { client: owner, slug, tenantId } = await signUpWorkspace('vis');
    const rep = await addUser(tenantId, slug, 'regular_user', 'rep@vis.test');
    const admin = await addUser(tenantId, slug, 'super_admin', 'boss@vis.test');
    const manager = await addUser(tenantId, slug, 'wl_user', 'manager@vis.test');
    const { body: ownersContact } = await owner.post('/api/contacts', { name: 'Owner Lead', email: 'o@lead.test' });
    await rep.post('/api/contacts', { name: 'Rep Lead', email: 'r@lead.test' });
    const { body: managersContact } = await manager.post('/api/contacts', {
      name: 'Manager Lead',
      email: 'm@lead.test',
    });

    expect((await rep.get('/api/contacts')).body.items).toHaveLength(3);
    expect((await rep.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' })).status).toBe(
      403,
    );
    const set = await admin.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' });
    expect(set.body.rules).toEqual({ super_admin: 'all', wl_user: 'all', regular_user: 'own' });

    const names = (await rep.get('/api/contacts')).body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Rep Lead']);
    expect((await rep.get(`/api/contacts/${ownersContact.id}`)).status).toBe(404);
    expect((await rep.request('DELETE', `/api/contacts/${ownersContact.id}`)).status).toBe(404);
    // The AI reads a contact as the person asking sees it (regular users may not run AI at all).
    expect((await rep.post('/functions/v1/smart-score', { contactId: ownersContact.id })).status).toBe(403);
    await admin.request('PUT', '/api/settings/visibility', { role: 'wl_user', scope: 'own' });
    expect((await manager.post('/functions/v1/smart-score', { contactId: ownersContact.id })).status).toBe(404);
    expect((await manager.post('/functions/v1/smart-score', { contactId: managersContact.id })).status).toBe(200);
    expect((await owner.get('/api/contacts')).body.items).toHaveLength(3);
  });
});
