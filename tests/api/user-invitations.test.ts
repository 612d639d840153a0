import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { mailedLink, tokenOf, workspaceWithSuperAdmin } from '../support/workspace-users';

describe('inviting a user by email', () => {
  it('mails a link that signs the invitee in once, with the role they were given', async () => {
    const { slug, admin } = await workspaceWithSuperAdmin('inv');
    const email = `new.person@${slug}.test`;

    const invited = await admin.post('/api/admin/users', { email, role: 'wl_user' });
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({ email, role: 'wl_user', status: 'invited' });
    expect(invited.body.user.invitedAt).toBeTruthy();

    const link = await mailedLink(admin, email, '/auth/accept-invite');
    expect(new URL(link).pathname).toBe('/auth/accept-invite');
    expect(new URL(link).searchParams.get('tenant')).toBe(slug);
    const token = tokenOf(link);

    const invitee = new ApiClient(slug);
    const preview = await invitee.post('/api/auth/invitation', { token });
    expect(preview.body).toEqual({ email, name: '' });
    const refusedSignIn = await invitee.post('/api/auth/signin', { email, password: 'anything-at-all' });
    expect(refusedSignIn.status).toBe(401);

    const accepted = await invitee.post('/api/auth/accept-invite', {
      token,
      name: 'Nia New',
      password: 'nia-password-1',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email, name: 'Nia New', role: 'wl_user' });
    expect(Object.keys(accepted.body.tenant).sort()).toEqual([
      'branding',
      'features',
      'id',
      'plan',
      'slug',
      'trialEndsAt',
      'version',
    ]);
    expect((await invitee.get('/api/auth/user-role')).body.user.email).toBe(email);

    const again = await new ApiClient(slug).post('/api/auth/accept-invite', {
      token,
      name: 'X',
      password: 'other-pass-1',
    });
    expect(again.status).toBe(400);
    expect(again.error?.message).toMatch(/invalid, already used or expired/);

    const listed = await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(listed.body.users).toEqual([expect.objectContaining({ email, status: 'active', name: 'Nia New' })]);
    const signIn = await new ApiClient(slug).post('/api/auth/signin', { email, password: 'nia-password-1' });
    expect(signIn.status).toBe(200);
  });

  it('refuses an email that already has an account, and an invitation link in another workspace', async () => {
    const a = await workspaceWithSuperAdmin('inva');
    const b = await workspaceWithSuperAdmin('invb');
    const taken = await a.admin.post('/api/admin/users', { email: a.owner.email, role: 'regular_user' });
    expect(taken.status).toBe(409);
    expect(taken.error?.details).toEqual({ field: 'email' });

    const email = `cross@${a.slug}.test`;
    expect((await a.admin.post('/api/admin/users', { email, role: 'regular_user' })).status).toBe(201);
    const token = tokenOf(await mailedLink(a.admin, email, '/auth/accept-invite'));
    const elsewhere = await new ApiClient(b.slug).post('/api/auth/accept-invite', {
      token,
      name: 'Cross',
      password: 'cross-pass-1',
    });
    expect(elsewhere.status).toBe(400);
  });

  it('sends the invitation again, after which only the newest link works', async () => {
    const { slug, admin } = await workspaceWithSuperAdmin('inr');
    const email = `again@${slug}.test`;
    const { body } = await admin.post('/api/admin/users', { email, name: 'Ann Again', role: 'regular_user' });
    const first = tokenOf(await mailedLink(admin, email, '/auth/accept-invite'));
    expect((await admin.post(`/api/admin/users/${body.user.id}/password-reset`)).status).toBe(204);
    let second = first;
    await expect
      .poll(async () => (second = tokenOf(await mailedLink(admin, email, '/auth/accept-invite'))))
      .not.toBe(first);

    const invitee = new ApiClient(slug);
    expect((await invitee.post('/api/auth/invitation', { token: first })).status).toBe(400);
    expect((await invitee.post('/api/auth/invitation', { token: second })).body.name).toBe('Ann Again');
  });

  it('deactivates someone who never accepted, voids the link, and invites them again on reactivation', async () => {
    const { slug, admin } = await workspaceWithSuperAdmin('invdeact');
    const email = `never.came@${slug}.test`;
    const { body } = await admin.post('/api/admin/users', { email, role: 'regular_user' });
    const link = await mailedLink(admin, email, '/auth/accept-invite');

    const deactivated = await admin.post(`/api/admin/users/${body.user.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.user.status).toBe('deactivated');
    const invitee = new ApiClient(slug);
    const accept = await invitee.post('/api/auth/invitation', {
      token: tokenOf(link),
      name: 'Too Late',
      password: 'late-pass-123',
    });
    expect(accept.status).toBe(400);

    const reactivated = await admin.post(`/api/admin/users/${body.user.id}/reactivate`);
    expect(reactivated.body.user.status).toBe('invited');
  });
});
