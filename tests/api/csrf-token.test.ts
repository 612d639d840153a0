import { describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';

const contact = { name: 'Cross Site', email: 'cross@site.test' };

describe('CSRF token on cookie-authenticated writes', () => {
  it('refuses a write without the token or with a wrong one, and takes it with the token', async () => {
    const { client } = await signUpWorkspace('csrf');
    const token = client.cookie('smartcrm_csrf');
    expect(token).toBeTruthy();

    const without = await client.request('POST', '/api/contacts', contact, { 'x-csrf-token': '' });
    expect(without.status).toBe(403);
    expect(without.error?.code).toBe('forbidden');
    const wrong = await client.request('POST', '/api/contacts', contact, { 'x-csrf-token': `${token!.slice(1)}x` });
    expect(wrong.status).toBe(403);
    expect((await client.get('/api/contacts?search=cross')).body.items).toHaveLength(0);

    const withToken = await client.post('/api/contacts', contact);
    expect(withToken.status).toBe(201);
  });

  it("ties the token to the session: another session's token does not pass", async () => {
    const a = await signUpWorkspace('csrfa');
    const b = await signUpWorkspace('csrfb');
    const forged = await a.client.request('POST', '/api/contacts', contact, {
      'x-csrf-token': b.client.cookie('smartcrm_csrf')!,
    });
    expect(forged.status).toBe(403);
  });

  it('hands the token out again on a read when the browser lost it, and clears it on sign-out', async () => {
    const { client, slug } = await signUpWorkspace('csrfr');
    const fresh = new ApiClient(slug);
    fresh.setCookie('smartcrm_session', client.cookie('smartcrm_session')!);
    expect((await fresh.request('POST', '/api/contacts', contact)).status).toBe(403);
    expect((await fresh.get('/api/auth/user-role')).status).toBe(200);
    expect(fresh.cookie('smartcrm_csrf')).toBe(client.cookie('smartcrm_csrf'));
    expect((await fresh.post('/api/contacts', contact)).status).toBe(201);

    expect((await fresh.post('/api/auth/signout')).status).toBe(204);
    expect(fresh.cookie('smartcrm_csrf')).toBeUndefined();
  });

  it('keeps the Origin check: a cross-site write with the right token is still refused', async () => {
    const { client } = await signUpWorkspace('csrfo');
    const response = await client.request('POST', '/api/contacts', contact, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('needs no token where there is no session cookie to ride on (sign-in)', async () => {
    const { slug, owner } = await signUpWorkspace('csrfs');
    const anonymous = new ApiClient(slug);
    const signIn = await anonymous.post('/api/auth/signin', { email: owner.email, password: owner.password });
    expect(signIn.status).toBe(200);
    expect(anonymous.cookie('smartcrm_csrf')).toBeTruthy();
  });
});
