import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { uploadCsv } from '../support/csv-imports';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { addUser, mailedLink, tokenOf } from '../support/workspace-users';

const invite = (client: ApiClient, n: number) =>
  client.post('/api/admin/users', { email: `member${n}@quota.test`, role: 'regular_user' });

describe('plans and quotas', () => {
  it('starts with Starter, Professional and Enterprise as data', async () => {
    const { operator } = await operatorWorkspace('plq');
    const { body } = await operator.get('/api/plans');
    const byId = Object.fromEntries(body.plans.map((p) => [p.id, p]));
    expect(byId.starter).toMatchObject({
      name: 'Starter',
      monthlyPrice: 29,
      quotas: { users: 3, contacts: 1000, aiCredits: 5 },
    });
    expect(byId.professional).toMatchObject({
      monthlyPrice: 79,
      quotas: { users: 10, contacts: 10000, aiCredits: 50 },
    });
    expect(byId.enterprise).toMatchObject({
      monthlyPrice: 199,
      quotas: { users: null, contacts: null, aiCredits: null },
    });
    expect(byId.enterprise!.features).toContain('white-label');
    expect(byId.starter!.features).not.toContain('analytics');
    // New sign-ups start on the whole product (the free trial).
    expect((await operator.get('/api/plans/current')).body.plan.id).toBe('enterprise');
  });

  it('stops a Starter tenant at 3 users with a clear message, and a plan change lifts it', async () => {
    const { operator } = await operatorWorkspace('plq');
    const { client: owner, tenantId, slug } = await tenantOnPlan(operator, 'starter');
    const member = await addUser(tenantId, 'regular_user', slug);
    expect((await invite(owner, 3)).status).toBe(201);
    const fourth = await invite(owner, 4);
    expect(fourth.status).toBe(402);
    expect(fourth.body).toEqual({
      code: 'quota_exceeded',
      message: 'Your plan allows 3 users and 3 are in use. Upgrade your plan to add more.',
      details: { quota: 'users', limit: 3, used: 3 },
    });
    const { usage } = (await owner.get('/api/plans/current')).body;
    expect(usage).toMatchObject({ users: { used: 3, limit: 3 }, contacts: { used: 0, limit: 1000 } });
    // Seats are counted for users created directly too (the seed's path).
    await expect(addUser(tenantId, 'regular_user', slug)).rejects.toThrow(/Your plan allows 3 users/);

    // A deactivated user frees a seat; reactivating them needs it back.
    expect((await owner.post(`/api/admin/users/${member.id}/deactivate`)).status).toBe(200);
    expect((await invite(owner, 5)).status).toBe(201);
    const reactivate = await owner.post(`/api/admin/users/${member.id}/reactivate`);
    expect(reactivate.body).toMatchObject({ code: 'quota_exceeded', details: { quota: 'users', limit: 3, used: 3 } });

    const upgraded = await operator.request('PUT', `/api/operator/tenants/${tenantId}/plan`, { plan: 'professional' });
    expect(upgraded.status).toBe(200);
    expect((await invite(owner, 6)).status).toBe(201);
    expect((await owner.post(`/api/admin/users/${member.id}/reactivate`)).status).toBe(200);
  });

  it('counts an invitation accepted after a downgrade', async () => {
    const { operator } = await operatorWorkspace('plq');
    const { client: owner, tenantId } = await tenantOnPlan(operator, 'professional');
    for (const n of [1, 2, 3]) expect((await invite(owner, n)).status).toBe(201);
    await operator.request('PUT', `/api/operator/tenants/${tenantId}/plan`, { plan: 'starter' });
    const link = await mailedLink(owner, 'member3@quota.test', '/auth/accept-invite');
    const guest = new ApiClient(owner.tenant);
    const accepted = await guest.post('/api/auth/accept-invite', {
      token: tokenOf(link),
      name: 'Late Member',
      password: 'late-member-1',
    });
    expect(accepted.status).toBe(402);
    expect(accepted.error?.details).toEqual({ quota: 'users', limit: 3, used: 3 });
  });

  it('stops contacts at the quota, in a create and in an import that reports the rest', async () => {
    const { operator } = await operatorWorkspace('plq');
    const tiny = await operator.post('/api/plans', {
      id: `tiny-${Date.now().toString(36)}`,
      name: 'Tiny',
      monthlyPrice: 5,
      features: ['dashboard', 'contacts'],
      quotas: { users: 2, contacts: 3, aiCredits: 0 },
    });
    expect(tiny.status).toBe(201);
    const { client: owner, tenantId } = await tenantOnPlan(operator, tiny.body.id, 'pc');
    expect((await owner.post('/api/contacts', { name: 'One', email: 'one@c.test' })).status).toBe(201);
    const csv = [
      'name,email',
      'Two,two@c.test',
      'One Again,one@c.test',
      'Three,three@c.test',
      'Four,four@c.test',
      'Five,five@c.test',
    ].join('\n');
    const uploaded = await uploadCsv(owner, 'contacts', csv);
    expect(uploaded.status).toBe(201);
    const started = await owner.post(`/api/imports/${uploaded.body.id}/start`, {
      mapping: uploaded.body.suggestedMapping,
    });
    expect(started.status).toBe(200);
    const importPath = `/api/imports/${uploaded.body.id}` as const;
    await expect.poll(async () => (await owner.get(importPath)).body.status, { timeout: 20_000 }).toBe('completed');
    const done = (await owner.get(importPath)).body;
    expect(done.counts).toMatchObject({ imported: 2, failed: 2 });
    const errors = (await owner.get(`/api/imports/${uploaded.body.id}/errors`)).body;
    const reasons = errors.items.map((e) => [e.line, e.reason]);
    expect(reasons).toEqual([
      [5, 'contact quota reached'],
      [6, 'contact quota reached'],
    ]);

    const refused = await owner.post('/api/contacts', { name: 'Six', email: 'six@c.test' });
    expect(refused.status).toBe(402);
    expect(refused.error?.details).toEqual({ quota: 'contacts', limit: 3, used: 3 });
    expect(refused.error?.message).toContain('Upgrade your plan');

    // The feature map comes from the plan: this one has no pipeline.
    const deals = await owner.get('/api/deals');
    expect(deals.status).toBe(403);
    expect(deals.error?.details).toMatchObject({ reason: 'feature_disabled', feature: 'pipeline' });

    await operator.request('PUT', `/api/operator/tenants/${tenantId}/plan`, { plan: 'starter' });
    expect((await owner.post('/api/contacts', { name: 'Six', email: 'six@c.test' })).status).toBe(201);
    expect((await owner.get('/api/deals')).status).toBe(200);
  });

  it('counts the contacts a deals import creates against the quota, one place per new email', async () => {
    const { operator } = await operatorWorkspace('pld');
    const tiny = await operator.post('/api/plans', {
      id: `tinyd-${Date.now().toString(36)}`,
      name: 'Tiny Deals',
      monthlyPrice: 5,
      features: ['dashboard', 'contacts', 'pipeline'],
      quotas: { users: 2, contacts: 2, aiCredits: 0 },
    });
    expect(tiny.status).toBe(201);
    const { client: owner } = await tenantOnPlan(operator, tiny.body.id, 'pd');
    expect((await owner.post('/api/contacts', { name: 'One', email: 'one@d.test' })).status).toBe(201);
    const csv = [
      'Title,Value,Contact Email',
      'Known,1,one@d.test',
      'First new,2,two@d.test',
      'Over,3,three@d.test',
      'Same new again,4,two@d.test',
      'No contact,5,',
    ].join('\n');
    const uploaded = await uploadCsv(owner, 'deals', csv);
    expect(uploaded.status).toBe(201);
    const path = `/api/imports/deals/${uploaded.body.id}` as const;
    const started = await owner.post(`${path}/start`, {
      mapping: uploaded.body.suggestedMapping,
      createContacts: true,
    });
    expect(started.status).toBe(200);
    await expect.poll(async () => (await owner.get(path)).body.status, { timeout: 20_000 }).toBe('completed');
    expect((await owner.get(path)).body.counts).toMatchObject({ imported: 4, failed: 1 });
    const errors = (await owner.get(`${path}/errors`)).body.items;
    expect(errors.map((e) => [e.line, e.field, e.reason])).toEqual([[4, 'Contact Email', 'contact quota reached']]);
    const contacts = (await owner.get('/api/contacts?sort=name')).body.items.map((c) => c.email);
    expect(contacts).toEqual(['one@d.test', 'two@d.test']);
  });

  it('spends AI credits up to the monthly quota', async () => {
    const { operator } = await operatorWorkspace('plq');
    const { client: owner } = await tenantOnPlan(operator, 'starter');
    const { createRpcClient } = await import('../../services/kit/src');
    const { connect } = await import('nats');
    const { inject } = await import('vitest');
    const nc = await connect({ servers: inject('natsUrl') });
    try {
      const rpc = createRpcClient(nc, 5000);
      const tenantId = (await owner.get('/api/tenant/info')).body.tenant.id;
      const ctx = { tenantId, actor: null, requestId: crypto.randomUUID() };
      expect(await rpc.call('tenant.quotas.consume', { credits: 4 }, ctx)).toMatchObject({ used: 4, limit: 5 });
      await expect(rpc.call('tenant.quotas.consume', { credits: 2 }, ctx)).rejects.toMatchObject({
        code: 'quota_exceeded',
        details: { quota: 'aiCredits', limit: 5, used: 4 },
      });
      expect(await rpc.call('tenant.quotas.consume', { credits: 1 }, ctx)).toMatchObject({ used: 5 });
      expect((await owner.get('/api/plans/current')).body.usage.aiCredits).toMatchObject({ used: 5, limit: 5 });
    } finally {
      await nc.drain();
    }
  });

  it('lets only operators build plans, and validates them', async () => {
    const { operator } = await operatorWorkspace('plq');
    const { client: superAdmin } = await tenantOnPlan(operator, 'enterprise');
    const valid = {
      id: `growth-${Date.now().toString(36)}`,
      name: 'Growth',
      monthlyPrice: 49,
      features: ['dashboard', 'contacts', 'pipeline'],
      quotas: { users: 5, contacts: 5000, aiCredits: 20 },
    };
    const notOperator = await superAdmin.post('/api/plans', valid);
    expect(notOperator.status).toBe(403);
    const bad = await operator.post('/api/plans', {
      id: 'Bad Id!',
      name: 'x',
      monthlyPrice: -1,
      features: ['nope'],
      quotas: { users: 0, contacts: null, aiCredits: null },
    });
    expect(bad.status).toBe(400);
    const paths = bad.error?.details?.issues?.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.id', 'body.name', 'body.monthlyPrice', 'body.features.0', 'body.quotas.users']),
    );

    const growth = await operator.post('/api/plans', valid);
    expect(growth.status).toBe(201);
    const edited = await operator.request('PUT', `/api/plans/${growth.body.id}`, {
      ...growth.body,
      id: undefined,
      updatedAt: undefined,
      monthlyPrice: 59,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ monthlyPrice: 59, version: 2 });
    const stale = await operator.request('PUT', `/api/plans/${growth.body.id}`, {
      name: 'Growth',
      monthlyPrice: 1,
      features: [],
      quotas: growth.body.quotas,
      version: 1,
    });
    expect(stale.status).toBe(409);
  });
});
