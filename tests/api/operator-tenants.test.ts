import type { TenantPage } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse, signUpWorkspace } from '../support/api-client';
import { adminCommand, enterSupportSession, operatorWorkspace } from '../support/operators';
import { addUser, signIn } from '../support/workspace-users';

describe('platform operators', () => {
  it('are made only from the command line, and see the tenant list that super admins do not', async () => {
    const { operator, slug } = await operatorWorkspace('opt');
    const me = await operator.get('/api/auth/user-role');
    expect(me.body.user.isOperator).toBe(true);

    const other = await signUpWorkspace('opx');
    expect((await other.client.get('/api/auth/user-role')).body.user).toMatchObject({
      role: 'super_admin',
      isOperator: false,
    });
    expect((await other.client.get('/api/operator/tenants')).status).toBe(403);
    const sneaky = await other.client.request('PUT', `/api/operator/tenants/${other.tenantId}/plan`, {
      plan: 'enterprise',
    });
    expect(sneaky.status).toBe(403);

    const found = await operator.get(`/api/operator/tenants?search=${other.slug}`);
    expect(found.status).toBe(200);
    expect(found.body.tenants).toEqual([
      expect.objectContaining({ id: other.tenantId, slug: other.slug, plan: 'enterprise', status: 'active' }),
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiResponse<TenantPage> = await operator.get(
        `/api/operator/tenants?limit=2${cursor ? `&after=${cursor}` : ''}`,
      );
      seen.push(...page.body.tenants.map((t: { id: string }) => t.id));
      cursor = page.body.nextCursor;
    } while (cursor && seen.length < 400);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([other.tenantId]));

    await expect(adminCommand('promote', 'nobody@nowhere.test')).rejects.toThrow('No user with the email');
    await expect(adminCommand('promote')).rejects.toThrow('usage: npm run admin');
    expect(await adminCommand('demote', `owner@${slug}.test`)).toContain('no longer a platform operator');
    await expect.poll(async () => (await operator.get('/api/operator/tenants')).status).toBe(403);
  });

  it('create a tenant with its first super admin, and change its plan', async () => {
    const { operator } = await operatorWorkspace('opt');
    const slug = `made${Date.now().toString(36)}`;
    const created = await operator.post('/api/operator/tenants', {
      slug,
      companyName: 'Made By Ops',
      plan: 'starter',
      owner: { name: 'First Admin', email: `first@${slug}.test` },
    });
    expect(created.status).toBe(201);
    expect(created.body.tenant).toMatchObject({ slug, plan: 'starter' });
    expect(created.body.owner).toMatchObject({ role: 'super_admin', status: 'invited' });
    const again = await operator.post('/api/operator/tenants', {
      slug,
      companyName: 'Twice',
      plan: 'starter',
      owner: { name: 'X', email: `x@${slug}.test` },
    });
    expect(again.status).toBe(409);

    const changed = await operator.request('PUT', `/api/operator/tenants/${created.body.tenant.id}/plan`, {
      plan: 'professional',
    });
    expect(changed.body).toMatchObject({ plan: 'professional' });
    expect((await new ApiClient(slug).get('/api/tenant/info')).body.tenant.plan).toBe('professional');
    const unknown = await operator.request('PUT', `/api/operator/tenants/${created.body.tenant.id}/plan`, {
      plan: 'gold',
    });
    expect(unknown.status).toBe(400);
  });

  it('suspend a tenant: its users are signed out and cannot sign in; reactivating lets them back', async () => {
    const { operator } = await operatorWorkspace('opt');
    const target = await signUpWorkspace('ops');
    expect((await target.client.get('/api/auth/user-role')).status).toBe(200);

    const suspended = await operator.request('PUT', `/api/operator/tenants/${target.tenantId}/status`, {
      status: 'suspended',
    });
    expect(suspended.body.status).toBe('suspended');
    const refused = await target.client.get('/api/auth/user-role');
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toMatch(/suspended/);
    const signInRefused = await new ApiClient(target.slug).post('/api/auth/signin', target.owner);
    expect(signInRefused.status).toBe(403);
    expect(signInRefused.error?.message).toBe(
      'This workspace is suspended: its users cannot sign in. Contact support.',
    );

    await operator.request('PUT', `/api/operator/tenants/${target.tenantId}/status`, { status: 'active' });
    // Suspension ended the sessions it found: the old one stays out, a new sign-in works; data is kept.
    await expect.poll(async () => (await target.client.get('/api/auth/user-role')).status).toBe(401);
    const back = await signIn(target.slug, target.owner);
    expect((await back.get('/api/auth/user-role')).body.user.email).toBe(target.owner.email);

    const audit = (await back.get('/api/admin/audit-log?limit=20')).body.entries.map((e) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['tenant.suspended', 'tenant.reactivated']));
  });

  it('sign in as a user for support: banner data, both actors in the audit log, and back', async () => {
    const { operator, owner: operatorOwner } = await operatorWorkspace('opt');
    const target = await signUpWorkspace('osa');
    const member = await addUser(target.tenantId, 'regular_user', target.slug);
    const users = (await operator.get(`/api/operator/tenants/${target.tenantId}/users`)).body.users;
    const targetOwner = users.find((u) => u.email === target.owner.email);

    const started = await operator.post(`/api/operator/tenants/${target.tenantId}/sign-in-as`, {
      userId: targetOwner!.id,
    });
    expect(started.status).toBe(200);
    const support = await enterSupportSession(started.body.url, target.slug);
    // The code works once.
    expect((await fetch(started.body.url, { redirect: 'manual' })).status).toBe(401);

    const role = await support.get('/api/auth/user-role');
    expect(role.body.user.email).toBe(target.owner.email);
    expect(role.body.support).toMatchObject({ operatorEmail: operatorOwner.email });
    const minutes = (Date.parse(role.body.support!.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    // Inside a support session the operator is not an operator.
    expect((await support.get('/api/operator/tenants')).status).toBe(403);

    expect((await support.request('PUT', `/api/admin/users/${member.id}/role`, { role: 'wl_user' })).status).toBe(200);
    const entries = (await support.get('/api/admin/audit-log?limit=20')).body.entries;
    expect(entries.find((e) => e.action === 'user.role_changed')).toMatchObject({
      actorEmail: operatorOwner.email,
      onBehalfOfEmail: target.owner.email,
      targetLabel: member.email,
    });
    expect(entries.find((e) => e.action === 'support.session_started')).toMatchObject({
      actorEmail: operatorOwner.email,
      onBehalfOfEmail: target.owner.email,
    });

    const ended = await support.post('/api/auth/support/end');
    expect(ended.status).toBe(200);
    expect(ended.body.url).toContain('/admin/tenants');
    expect((await support.get('/api/auth/user-role')).status).toBe(401);
    expect((await operator.get('/api/auth/user-role')).body.user.isOperator).toBe(true);
  });
});
