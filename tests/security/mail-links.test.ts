import { describe, expect, inject, it } from 'vitest';
import { rawRequest } from '../support/raw-request';
import { addUser, workspaceWithSuperAdmin } from '../support/workspace-users';

/**
 * Without APP_URL (as in these tests), the links identity mails are built on the workspace's own
 * host or the address the server was reached at, never on a Host header someone sent.
 */
describe('links in mail', () => {
  it('never carries a forged Host into a password-reset link', async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('mlink');
    const person = await addUser(tenantId, 'regular_user', slug);
    const forged = [
      { host: `${slug}.evil.example`, from: '127.0.0.7' },
      { host: '6.6.6.6:8080', tenant: slug, from: '127.0.0.8' },
    ];
    for (const attempt of forged) {
      const answer = await rawRequest({
        ...attempt,
        method: 'POST',
        path: '/api/auth/forgot-password',
        body: { email: person.email },
      });
      expect(answer.status).toBe(204);
    }
    let links: string[] = [];
    await expect
      .poll(async () => {
        const { body } = await admin.get('/api/admin/mailbox?limit=50');
        links = body.messages
          .filter((m) => m.to === person.email && m.text?.includes('reset'))
          .map((m) => m.text?.match(/https?:\/\/\S+/)?.[0] ?? '');
        return links.length;
      })
      .toBe(2);
    const { port } = new URL(inject('baseUrl'));
    for (const link of links) {
      expect(link).not.toMatch(/evil|6\.6\.6\.6/);
      expect(new URL(link).origin).toBe(`http://localhost:${port}`);
      expect(new URL(link).searchParams.get('tenant')).toBe(slug);
    }
  });
});
