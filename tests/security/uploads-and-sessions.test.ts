import { importsBucket } from '@smartcrm/contracts';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { startSecondBff } from '../support/second-bff';
import { addUser, signIn } from '../support/workspace-users';

/** A multipart upload of one file, named as an attacker likes. */
const upload = (content: string | Uint8Array<ArrayBuffer>, name: string, type = 'text/csv') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};
const csvRoutes = ['/api/imports/contacts', '/api/imports/deals', '/api/user-imports'] as const;
const listOf = { '/api/imports/contacts': '/api/imports', '/api/imports/deals': '/api/imports/deals' } as const;

describe('uploads with hostile names and sizes', () => {
  // A BFF of the same system whose CSV limit is small enough to pass in a test.
  let bff: Awaited<ReturnType<typeof startSecondBff>>;
  beforeAll(async () => {
    bff = await startSecondBff(inject('natsUrl'), { IMPORT_MAX_BYTES: String(64 * 1024) });
  });
  afterAll(() => bff.stop());

  /** The names of the workspace's files in the imports object store. */
  async function storedFiles(tenantId: string): Promise<string[]> {
    const nc = await connect({ servers: inject('natsUrl') });
    try {
      const bucket = await nc.jetstream().views.os(importsBucket);
      return (await bucket.list()).map((info) => info.name).filter((name) => name.startsWith(`${tenantId}/`));
    } finally {
      await nc.drain();
    }
  }

  it('lists a file uploaded as ../../etc/passwd under its base name and stores it under a name of its own', async () => {
    const { client, tenantId } = await signUpWorkspace('trav');
    for (const route of csvRoutes) {
      const name = route === '/api/user-imports' ? '..\\..\\Windows\\users.csv' : '../../../../etc/passwd.csv';
      const created = await client.post(route, upload('email,name\ntrav@x.test,Trav', name));
      expect(created.status, route).toBe(201);
      expect(created.body.fileName).toBe(name.includes('passwd') ? 'passwd.csv' : 'users.csv');
    }
    const stored = await storedFiles(tenantId);
    expect(stored).toHaveLength(3);
    for (const name of stored) expect(name).toMatch(new RegExp(`^${tenantId}/[0-9a-f-]{36}$`));
  });

  it('refuses a CSV past the limit with a 4xx envelope naming the file, and keeps nothing of it', async () => {
    const { client, tenantId, slug } = await signUpWorkspace('big');
    const viaSmallLimit = new ApiClient(slug, bff.url);
    for (const name of ['smartcrm_session', 'smartcrm_csrf']) viaSmallLimit.setCookie(name, client.cookie(name)!);
    const oversized = `email,name\n${'big@x.test,Big\n'.repeat(5000)}`;
    for (const route of csvRoutes) {
      const response = await viaSmallLimit.post(route, upload(oversized, 'big.csv'));
      expect(response.status, route).toBe(400);
      expect(response.body).toMatchObject({ code: 'bad_input', message: 'The file is larger than 64 KB' });
      expect(response.error?.details).toEqual({ field: 'file' });
    }
    for (const list of [...Object.values(listOf), '/api/user-imports' as const]) {
      expect((await client.get(list)).body.items, list).toEqual([]);
    }
    expect(await storedFiles(tenantId)).toEqual([]);
  });

  it('refuses an oversized or disguised logo and keeps the workspace without one', async () => {
    const { client } = await signUpWorkspace('logo');
    const big = new Uint8Array(512 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await client.request('PUT', '/api/tenant/logo', upload(big, '../../logo.png', 'image/png'));
    expect(tooBig).toMatchObject({
      status: 400,
      body: { code: 'bad_input', message: 'The logo is larger than 512 KB' },
    });
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned=1</script></svg>';
    const svg = await client.request('PUT', '/api/tenant/logo', upload(script, 'logo.svg', 'image/svg+xml'));
    expect(svg).toMatchObject({ status: 400, body: { code: 'bad_input', message: 'The SVG contains a script' } });
    const html = await client.request('PUT', '/api/tenant/logo', upload('<html>hi</html>', 'logo.png', 'image/png'));
    expect(html.status).toBe(400);
    expect((await client.get('/api/tenant/logo')).status).toBe(404);
    expect((await client.get('/api/tenant/info')).body.tenant.branding.logo).toBeUndefined();
  });

  it('refuses a script in another namespace, and serves an SVG only as the sanitiser leaves it, sandboxed', async () => {
    const { client } = await signUpWorkspace('logons');
    const namespaced =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>window.__pwned=1</h:script></svg>';
    const refused = await client.request('PUT', '/api/tenant/logo', upload(namespaced, 'logo.svg', 'image/svg+xml'));
    expect(refused).toMatchObject({ status: 400, body: { code: 'bad_input', message: 'The SVG contains a script' } });

    // No rule names <set>, which can write an event handler: the sanitiser drops it.
    const sneaky =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>';
    expect((await client.request('PUT', '/api/tenant/logo', upload(sneaky, 'logo.svg', 'image/svg+xml'))).status).toBe(
      200,
    );
    const served = await fetch(
      new URL((await client.get('/api/tenant/info')).body.tenant.branding.logo!, inject('baseUrl')),
    );
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"></rect></svg>',
    );
  });
});

describe('session fixation', () => {
  it('issues a new session at sign-in, whatever session cookie the browser brought', async () => {
    const { slug, tenantId, owner } = await signUpWorkspace('fix');
    const attacker = await addUser(tenantId, 'regular_user', slug);
    const attackersToken = (await signIn(slug, attacker)).cookie('smartcrm_session')!;

    for (const planted of [attackersToken, 'a'.repeat(43)]) {
      const victim = new ApiClient(slug);
      victim.setCookie('smartcrm_session', planted);
      await victim.get('/api/tenant/info'); // the page load before the sign-in form
      expect((await victim.post('/api/auth/signin', owner)).status).toBe(200);
      const token = victim.cookie('smartcrm_session');
      expect(token).toBeTruthy();
      expect(token).not.toBe(planted);
      expect((await victim.get('/api/auth/user-role')).body.user.email).toBe(owner.email);

      // The planted cookie gained nothing: still the attacker's own session, or none at all.
      const replay = new ApiClient(slug);
      replay.setCookie('smartcrm_session', planted);
      const role = await replay.get('/api/auth/user-role');
      if (planted === attackersToken) expect(role.body.user.email).toBe(attacker.email);
      else expect(role.status).toBe(401);
    }
  });
});
