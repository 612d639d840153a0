import type { UserPage } from '@smartcrm/contracts';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client';
import { addUser, signIn, workspaceWithSuperAdmin } from '../support/workspace-users';

describe('user management', () => {
  it('searches by name or email, filters by role and pages by keyset', async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('um');
    for (const role of ['regular_user', 'regular_user', 'regular_user'] as const) await addUser(tenantId, role, slug);

    const all = await admin.get('/api/admin/users?limit=100');
    expect(all.body.users).toHaveLength(4);
    const names = all.body.users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiResponse<UserPage> = await admin.get(
        `/api/admin/users?limit=2${cursor ? `&after=${cursor}` : ''}`,
      );
      expect(page.body.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.users.map((u: { id: string }) => u.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.body.users.map((u: { id: string }) => u.id));

    const regular = await admin.get('/api/admin/users?role=regular_user');
    expect(regular.body.users).toHaveLength(3);
    const byName = await admin.get('/api/admin/users?q=OLIVE');
    expect(byName.body.users.map((u: { name: string }) => u.name)).toEqual(['Olive Owner']);
    const byEmail = await admin.get(`/api/admin/users?q=owner@${slug}`);
    expect(byEmail.body.users).toHaveLength(1);
    expect((await admin.get('/api/admin/users?q=%25')).body.users).toHaveLength(0);
    expect((await admin.get('/api/admin/users?after=garbage')).status).toBe(400);
  });

  it('gives a changed role effect on the next request, on every BFF instance', async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('role');
    const person = await addUser(tenantId, 'regular_user', slug);
    const user = await signIn(slug, person);
    const onSecond = new ApiClient(slug, inject('secondBffUrl'));
    onSecond.setCookie('smartcrm_session', user.cookie('smartcrm_session')!);
    // Both instances now hold the session in their caches.
    expect((await user.get('/api/auth/user-role')).body.user.role).toBe('regular_user');
    expect((await onSecond.get('/api/auth/user-role')).body.user.role).toBe('regular_user');

    const changed = await admin.request('PUT', `/api/admin/users/${person.id}/role`, { role: 'wl_user' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.role).toBe('wl_user');
    expect((await user.get('/api/auth/user-role')).body.user.role).toBe('wl_user');
    await expect.poll(async () => (await onSecond.get('/api/auth/user-role')).body.user.role).toBe('wl_user');
  });

  it('signs a deactivated user out at once and lets them back in after reactivation', async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('deact');
    const person = await addUser(tenantId, 'regular_user', slug);
    const user = await signIn(slug, person);
    expect((await user.get('/api/auth/user-role')).status).toBe(200);

    const deactivated = await admin.post(`/api/admin/users/${person.id}/deactivate`);
    expect(deactivated.body.user.status).toBe('deactivated');
    expect((await user.get('/api/auth/user-role')).status).toBe(401);
    expect((await new ApiClient(slug).post('/api/auth/signin', person)).status).toBe(401);

    expect((await admin.post(`/api/admin/users/${person.id}/reactivate`)).body.user.status).toBe('active');
    await signIn(slug, person);
  });

  it('keeps super admins from changing their own role or deactivating themselves', async () => {
    const { admin, superAdmin } = await workspaceWithSuperAdmin('self');
    const demote = await admin.request('PUT', `/api/admin/users/${superAdmin.id}/role`, { role: 'regular_user' });
    expect(demote.status).toBe(403);
    expect((await admin.post(`/api/admin/users/${superAdmin.id}/deactivate`)).status).toBe(403);
  });

  it('records who did what to whom in the audit log', async () => {
    const { slug, tenantId, admin, superAdmin } = await workspaceWithSuperAdmin('audit');
    const person = await addUser(tenantId, 'regular_user', slug);
    await admin.request('PUT', `/api/admin/users/${person.id}/role`, { role: 'wl_user' });
    await admin.post(`/api/admin/users/${person.id}/deactivate`);

    const { body } = await admin.get('/api/admin/audit-log');
    expect(body.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'user.deactivated', actorEmail: superAdmin.email, targetId: person.id }),
      expect.objectContaining({ action: 'user.role_changed', details: { from: 'regular_user', to: 'wl_user' } }),
    ]);

    // Searchable by action, by the record's label and by the actor.
    const actions = async (search: string) =>
      (await admin.get(`/api/admin/audit-log?search=${encodeURIComponent(search)}`)).body.entries.map(
        (e: { action: string }) => e.action,
      );
    expect(await actions('deactivat')).toEqual(['user.deactivated']);
    expect(await actions(person.email.toUpperCase())).toEqual(['user.deactivated', 'user.role_changed']);
    expect(await actions('nobody-did-this')).toEqual([]);
  });
});
