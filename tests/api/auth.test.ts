import { describe, expect, inject, it } from 'vitest';
import { ApiClient, signUpWorkspace, uniqueSlug } from '../support/api-client';
import { testEnv } from '../support/test-env';

describe('sign-up, sign-in and sign-out', () => {
  it('creates a workspace with its owner signed in, branded with the company name', async () => {
    const { client, slug, owner } = await signUpWorkspace('su');
    expect(client.cookie('smartcrm_session')).toBeTruthy();

    const role = await client.get('/api/auth/user-role');
    expect(role.status).toBe(200);
    expect(role.body.user).toMatchObject({ email: owner.email, role: 'super_admin' });
    expect(role.body.user.permissions).toContain('custom_branding');
    expect(role.body.user.permissions).toContain('user_management');

    const info = await new ApiClient(slug).get('/api/tenant/info');
    expect(info.status).toBe(200);
    expect(info.body.tenant.slug).toBe(slug);
    expect(info.body.tenant.branding.companyName).toBe(`Company ${slug}`);
    expect(info.body.tenant.branding.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('starts the workspace with the brand colour chosen at sign-up', async () => {
    const slug = uniqueSlug('brand');
    const client = new ApiClient(slug);
    const response = await client.post('/api/auth/signup', {
      companyName: 'Rose Co',
      slug,
      name: 'Rosa',
      email: 'rosa@example.com',
      password: 'rose-pass-123',
      primaryColor: '#E11D48',
    });
    expect(response.status).toBe(201);
    expect((await client.get('/api/tenant/info')).body.tenant.branding.primaryColor).toBe('#E11D48');
  });

  it('sets an httpOnly, SameSite session cookie', async () => {
    const slug = uniqueSlug('ck');
    const response = await new ApiClient(slug).post('/api/auth/signup', {
      companyName: 'Cookie Co',
      slug,
      name: 'Cora',
      email: 'cora@example.com',
      password: 'cookie-pass-1',
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('smartcrm_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('signs out, refuses the old session, and signs in again', async () => {
    const { client, slug, owner } = await signUpWorkspace('so');
    const oldToken = client.cookie('smartcrm_session')!;

    expect((await client.post('/api/auth/signout')).status).toBe(204);
    expect((await client.get('/api/auth/user-role')).status).toBe(401);

    const replay = new ApiClient(slug);
    replay.setCookie('smartcrm_session', oldToken);
    const replayed = await replay.get('/api/auth/user-role');
    expect(replayed.status).toBe(401);
    expect(replayed.error?.code).toBe('unauthenticated');

    const signIn = await client.post('/api/auth/signin', {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.tenant.slug).toBe(slug);
    expect((await client.get('/api/auth/user-role')).body.user.email).toBe(owner.email);
  });

  it('refuses a wrong password without saying whether the email exists', async () => {
    const { slug, owner } = await signUpWorkspace('wp');
    const client = new ApiClient(slug);
    const wrong = await client.post('/api/auth/signin', { email: owner.email, password: 'not-the-password' });
    const unknown = await client.post('/api/auth/signin', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error?.message).toBe(unknown.error?.message);
    expect(client.cookie('smartcrm_session')).toBeUndefined();
  });

  it('rate-limits sign-in attempts per workspace and address', async () => {
    const { slug, owner } = await signUpWorkspace('rl');
    const client = new ApiClient(slug);
    const statuses: number[] = [];
    const limit = Number(testEnv.childEnv.SIGNIN_RATE_LIMIT);
    // A new email each time: at any one (with an account or not) the lockout (10 failures) answers first.
    for (let i = 0; i < limit + 2; i++) {
      const guess = { email: `nobody${i}@${slug}.test`, password: 'guess-guess' };
      statuses.push((await client.post('/api/auth/signin', guess)).status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await client.post('/api/auth/signin', { email: owner.email, password: owner.password });
    expect(limited.error?.code).toBe('rate_limited');
  });

  it('refuses a workspace name that is taken, naming the field', async () => {
    const { slug } = await signUpWorkspace('dup');
    const again = await new ApiClient().post('/api/auth/signup', {
      companyName: 'Copycat',
      slug,
      name: 'Cat',
      email: 'cat@example.com',
      password: 'copycat-pass',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', details: { field: 'slug' } });
  });
});

describe('signing out on one BFF instance', () => {
  it('ends the session on every instance that cached it', async () => {
    const { client, slug } = await signUpWorkspace('multi');
    const token = client.cookie('smartcrm_session')!;
    const onSecondInstance = new ApiClient(slug, inject('secondBffUrl'));
    onSecondInstance.setCookie('smartcrm_session', token);
    expect((await onSecondInstance.get('/api/auth/user-role')).status).toBe(200);

    expect((await client.post('/api/auth/signout')).status).toBe(204);
    await expect.poll(async () => (await onSecondInstance.get('/api/auth/user-role')).status).toBe(401);
  });
});

describe('responses', () => {
  it('carry only what their contract names', async () => {
    const { slug } = await signUpWorkspace('shape');
    const info = await new ApiClient(slug).get('/api/tenant/info');
    expect(Object.keys(info.body.tenant).sort()).toEqual([
      'branding',
      'features',
      'id',
      'plan',
      'slug',
      'trialEndsAt',
      'version',
    ]);
  });
});
