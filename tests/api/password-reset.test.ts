import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { addUser, mailedLink, signIn, tokenOf, workspaceWithSuperAdmin } from '../support/workspace-users';

describe('forgotten passwords', () => {
  it('resets with a mailed link once, ending every session of the user', async () => {
    const { slug, tenantId, admin } = await workspaceWithSuperAdmin('fp');
    const person = await addUser(tenantId, 'regular_user', slug);
    const laptop = await signIn(slug, person);
    const phone = await signIn(slug, person);
    expect((await laptop.get('/api/auth/user-role')).status).toBe(200);

    const visitor = new ApiClient(slug);
    expect((await visitor.post('/api/auth/forgot-password', { email: person.email.toUpperCase() })).status).toBe(204);
    const link = await mailedLink(admin, person.email, '/auth/reset-password');
    const token = tokenOf(link);

    const reset = await visitor.post('/api/auth/reset-password', { token, password: 'brand-new-pass-1' });
    expect(reset.status).toBe(204);
    expect((await laptop.get('/api/auth/user-role')).status).toBe(401);
    expect((await phone.get('/api/auth/user-role')).status).toBe(401);

    const reuse = await visitor.post('/api/auth/reset-password', { token, password: 'another-pass-12' });
    expect(reuse.status).toBe(400);
    expect(reuse.error?.code).toBe('bad_input');
    expect((await visitor.post('/api/auth/signin', person)).status).toBe(401);
    await signIn(slug, { email: person.email, password: 'brand-new-pass-1' });
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const { slug, admin } = await workspaceWithSuperAdmin('fpu');
    const unknown = await new ApiClient(slug).post('/api/auth/forgot-password', { email: `nobody@${slug}.test` });
    expect(unknown.status).toBe(204);
    expect(unknown.body).toBeNull();
    expect((await admin.get('/api/admin/mailbox')).body.messages).toEqual([]);
  });

  it('refuses a made-up token and names the field of a short one', async () => {
    const { slug } = await workspaceWithSuperAdmin('fpt');
    const visitor = new ApiClient(slug);
    const madeUp = await visitor.post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'whatever-123' });
    expect(madeUp.status).toBe(400);
    const short = await visitor.post('/api/auth/reset-password', { token: 'abc', password: 'whatever-123' });
    expect(short.error?.details?.issues?.[0]?.path).toBe('body.token');
  });
});
