import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { addUser, mailedLink, signIn, tokenOf, workspaceWithSuperAdmin } from '../support/workspace-users';

describe("a user's own sessions and password", () => {
  it('lists sessions with the current one marked, and revokes another', async () => {
    const { slug, tenantId } = await workspaceWithSuperAdmin('ses');
    const person = await addUser(tenantId, 'regular_user', slug);
    const here = await signIn(slug, person);
    const there = await signIn(slug, person);

    const { body } = await here.get('/api/auth/sessions');
    expect(body.sessions).toHaveLength(2);
    const other = body.sessions.find((s: { current: boolean }) => !s.current);
    expect(body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(other!.ip).toBeTruthy();

    expect((await here.request('DELETE', `/api/auth/sessions/${other!.id}`)).status).toBe(204);
    expect((await there.get('/api/auth/user-role')).status).toBe(401);
    expect((await here.request('DELETE', `/api/auth/sessions/${other!.id}`)).status).toBe(404);
    expect((await here.get('/api/auth/sessions')).body.sessions).toHaveLength(1);
  });

  it("does not reveal or revoke another user's session", async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('seso');
    const person = await addUser(tenantId, 'regular_user', slug);
    const user = await signIn(slug, person);
    const [theirs] = (await user.get('/api/auth/sessions')).body.sessions;
    expect((await admin.request('DELETE', `/api/auth/sessions/${theirs!.id}`)).status).toBe(404);
    expect((await user.get('/api/auth/user-role')).status).toBe(200);
  });

  it('changes the password with the current one, signing out every other session', async () => {
    const { slug, tenantId } = await workspaceWithSuperAdmin('chp');
    const person = await addUser(tenantId, 'regular_user', slug);
    const here = await signIn(slug, person);
    const there = await signIn(slug, person);

    const wrong = await here.post('/api/auth/change-password', {
      currentPassword: 'nope',
      newPassword: 'next-pass-123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.details?.issues).toEqual([{ path: 'currentPassword', message: 'is not correct' }]);

    const changed = await here.post('/api/auth/change-password', {
      currentPassword: person.password,
      newPassword: 'next-pass-123',
    });
    expect(changed.status).toBe(204);
    expect((await here.get('/api/auth/user-role')).status).toBe(200);
    expect((await there.get('/api/auth/user-role')).status).toBe(401);
    await signIn(slug, { email: person.email, password: 'next-pass-123' });
  });
});

describe('brute-force sign-in', () => {
  it('locks the account after 10 failures until the password is reset', async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('lock');
    const person = await addUser(tenantId, 'regular_user', slug);
    const attacker = new ApiClient(slug);
    const attempt = (password: string) => attacker.post('/api/auth/signin', { email: person.email, password });

    for (let i = 1; i <= 9; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const tenth = await attempt('wrong-10');
    expect(tenth.status).toBe(429);
    expect(tenth.body).toMatchObject({ code: 'rate_limited' });
    expect(tenth.error?.message).toMatch(/locked for 15 more minutes/);
    expect((await attempt(person.password)).status).toBe(429);

    const listed = await admin.get(`/api/admin/users?q=${encodeURIComponent(person.email)}`);
    expect(listed.body.users[0]!.lockedUntil).toBeTruthy();
    const audit = await admin.get('/api/admin/audit-log');
    expect(audit.body.entries[0]).toMatchObject({ action: 'user.locked', targetId: person.id, actorId: null });

    await attacker.post('/api/auth/forgot-password', { email: person.email });
    const token = tokenOf(await mailedLink(admin, person.email, '/auth/reset-password'));
    expect((await attacker.post('/api/auth/reset-password', { token, password: 'unlocked-pass-1' })).status).toBe(204);
    expect((await attempt('unlocked-pass-1')).status).toBe(200);
  });
});
