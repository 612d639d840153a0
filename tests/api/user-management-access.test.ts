import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { addUser, signIn, workspaceWithSuperAdmin } from '../support/workspace-users';

const someId = '00000000-0000-4000-8000-000000000000';

/** Every user-management and admin-activity route, as [method, path, body]. */
const routes = (id: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users', { email: 'x@example.com', role: 'regular_user' }],
  ['PUT', `/api/admin/users/${id}/role`, { role: 'super_admin' }],
  ['POST', `/api/admin/users/${id}/deactivate`],
  ['POST', `/api/admin/users/${id}/reactivate`],
  ['POST', `/api/admin/users/${id}/password-reset`],
  ['GET', '/api/admin/mailbox'],
  ['GET', '/api/admin/audit-log'],
];

const statuses = async (client: ApiClient, id: string) =>
  Promise.all(routes(id).map(async ([method, path, body]) => (await client.request(method, path, body)).status));

describe('who may manage users', () => {
  it('refuses white-label and regular users on every route with 403', async () => {
    const { slug, tenantId } = await workspaceWithSuperAdmin('acc');
    const whiteLabel = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    const regular = await addUser(tenantId, 'regular_user', slug);
    const regularClient = await signIn(slug, regular);
    expect(await statuses(whiteLabel, regular.id)).toEqual(routes(someId).map(() => 403));
    expect(await statuses(regularClient, regular.id)).toEqual(routes(someId).map(() => 403));
  });

  it("answers 404 for another workspace's user, as for one that does not exist", async () => {
    const a = await workspaceWithSuperAdmin('acca');
    const b = await workspaceWithSuperAdmin('accb');
    for (const id of [b.userId, someId]) {
      const [, , role, deactivate, reactivate, reset] = await statuses(a.admin, id);
      expect([role, deactivate, reactivate, reset]).toEqual([404, 404, 404, 404]);
    }
    const listed = await a.admin.get('/api/admin/users?limit=100');
    expect(listed.body.users.map((u: { id: string }) => u.id)).not.toContain(b.userId);
    expect((await b.client.get('/api/auth/user-role')).body.user.role).toBe('super_admin');
  });

  it('asks for sign-in before anything else', async () => {
    const { slug } = await workspaceWithSuperAdmin('anon');
    const { ApiClient } = await import('../support/api-client');
    expect(await statuses(new ApiClient(slug), someId)).toEqual(routes(someId).map(() => 401));
  });
});
