import { describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace, uniqueSlug } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { inject } from 'vitest';

describe('bad input gets a 4xx envelope naming the problem, never a 500', () => {
  it('names every missing or wrong field of a sign-up, and writes nothing', async () => {
    const slug = uniqueSlug('bad');
    const response = await new ApiClient().post('/api/auth/signup', {
      companyName: 'X',
      slug,
      email: 'not-an-email',
      password: 123,
    });
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('bad_input');
    const paths = response.error?.details?.issues?.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.companyName', 'body.name', 'body.email', 'body.password']));
    expect(response.error?.message).toContain('body.name: is required');

    const count = await withOwnerConnection(
      inject('databaseUrl'),
      async (db) => (await db.query('SELECT count(*)::int AS n FROM tenant.tenants WHERE slug = $1', [slug])).rows[0].n,
    );
    expect(count).toBe(0);
  });

  it('rejects malformed JSON', async () => {
    const response = await new ApiClient('demo').post('/api/auth/signin', '{"email": "a@b.c",');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_input', message: 'The request body is not valid JSON' });
  });

  it('rejects an oversized body', async () => {
    const response = await new ApiClient('demo').post('/api/auth/signin', {
      email: 'a@b.c',
      password: 'x'.repeat(2_000_000),
    });
    expect(response.status).toBe(413);
    expect(response.error?.code).toBe('bad_input');
  });

  it('rejects an invalid workspace slug with the rule it breaks', async () => {
    const response = await new ApiClient().post('/api/auth/signup', {
      companyName: 'Bad Slug',
      slug: 'www',
      name: 'B',
      email: 'b@example.com',
      password: 'bad-slug-pass',
    });
    expect(response.status).toBe(400);
    expect(response.error?.details?.issues).toContainEqual({ path: 'body.slug', message: 'is reserved' });
  });

  it('answers an unknown workspace with 404 and a missing one with 400', async () => {
    const unknown = await new ApiClient('no-such-workspace').get('/api/tenant/info');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('not_found');
    const missing = await new ApiClient().get('/api/tenant/info');
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toMatch(/workspace/i);
  });

  it('clears a forged or ended session cookie and answers 401', async () => {
    const client = new ApiClient('demo');
    client.setCookie('smartcrm_session', 'forged-token-forged-token-forged-token');
    const response = await client.get('/api/auth/user-role');
    expect(response.status).toBe(401);
    expect(client.cookie('smartcrm_session')).toBeUndefined();
  });

  it('refuses a cross-site write (CSRF)', async () => {
    const { client } = await signUpWorkspace('csrf');
    const response = await client.request('POST', '/api/auth/signout', undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await client.get('/api/auth/user-role')).status).toBe(200);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await new ApiClient('demo').get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.error?.code).toBe('not_found');
  });
});

describe('the OpenAPI docs', () => {
  it('describe the routes from the same schemas that validate them, without a sign-in', async () => {
    const docs = await new ApiClient().get('/api/docs/json');
    expect(docs.status).toBe(200);
    const signIn = {
      requestBody: { content: { 'application/json': { schema: { required: ['email', 'password'] } } } },
    };
    expect(docs.body.paths['/api/auth/signin']).toMatchObject({ post: signIn });
    expect((await new ApiClient().get('/api/docs')).status).toBeLessThan(400);
  });
});
