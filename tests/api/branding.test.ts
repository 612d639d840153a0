import { describe, expect, inject, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG signature and `marker`: enough for the checks, distinct per tenant. */
const png = (marker: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngHeader);
  bytes.set(new TextEncoder().encode(marker), 8);
  return bytes;
};
const upload = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'logo.png') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
};
const infoOf = async (client: ApiClient) => (await client.get('/api/tenant/info')).body.tenant;

describe('white-label branding', () => {
  it('changes name, colours and support contacts; every BFF instance shows them at once', async () => {
    const { slug, client } = await signUpWorkspace('brand');
    const onSecond = new ApiClient(slug, inject('secondBffUrl'));
    const before = await infoOf(onSecond);

    const changed = await client.request('PUT', '/api/tenant/branding', {
      companyName: 'Acme Rockets',
      primaryColor: '#e11d48',
      secondaryColor: '#111827',
      supportEmail: 'help@acme.test',
      supportPhone: '+1 555 0100',
      version: before.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(before.version + 1);
    const branding = {
      companyName: 'Acme Rockets',
      primaryColor: '#e11d48',
      secondaryColor: '#111827',
      supportEmail: 'help@acme.test',
      supportPhone: '+1 555 0100',
    };
    expect((await infoOf(client)).branding).toEqual(branding);
    // The other instance cached the tenant a moment ago; the event (published after commit) drops it.
    await expect.poll(async () => (await infoOf(onSecond)).branding, { timeout: 1000 }).toEqual(branding);
  });

  it('refuses a change made from a stale version with 409', async () => {
    const { client } = await signUpWorkspace('brandv');
    const { version } = await infoOf(client);
    expect((await client.request('PUT', '/api/tenant/branding', { primaryColor: '#000000', version })).status).toBe(
      200,
    );
    const stale = await client.request('PUT', '/api/tenant/branding', { primaryColor: '#ffffff', version });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((await infoOf(client)).branding.primaryColor).toBe('#000000');
  });

  it('lets white-label users brand, and refuses regular users with 403', async () => {
    const { slug, tenantId, client } = await signUpWorkspace('brandr');
    const { version } = await infoOf(client);
    const regular = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await regular.request('PUT', '/api/tenant/branding', { companyName: 'Nope', version })).status).toBe(403);
    expect((await regular.request('PUT', '/api/tenant/logo', upload(png('r'), 'image/png'))).status).toBe(403);
    expect((await regular.request('DELETE', '/api/tenant/logo')).status).toBe(403);
    const whiteLabel = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    expect((await whiteLabel.request('PUT', '/api/tenant/branding', { companyName: 'Yes', version })).status).toBe(200);
  });

  it('stores a PNG logo and serves it with its content type, cacheable by its hash', async () => {
    const { slug, client } = await signUpWorkspace('brandl');
    const put = await client.request('PUT', '/api/tenant/logo', upload(png(slug), 'image/png'));
    expect(put.status).toBe(200);
    const logoUrl: string = (await infoOf(client)).branding.logo!;
    expect(logoUrl).toMatch(/^\/api\/tenant\/logo\?v=[0-9a-f]{16}&tenant=/);

    const anonymous = await fetch(new URL(logoUrl, inject('baseUrl')));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/png');
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    expect(anonymous.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await anonymous.arrayBuffer())).toEqual(png(slug));

    expect((await client.request('DELETE', '/api/tenant/logo')).status).toBe(200);
    expect((await infoOf(client)).branding.logo!).toBeUndefined();
    expect((await client.get('/api/tenant/logo')).status).toBe(404);
  });

  it('refuses what is not a safe image within its size, naming the problem', async () => {
    const { client } = await signUpWorkspace('brandb');
    const notImage = await client.request(
      'PUT',
      '/api/tenant/logo',
      upload(new TextEncoder().encode('MZ'), 'image/png'),
    );
    expect(notImage).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not a PNG, JPEG/) } });

    const oversized = await client.request('PUT', '/api/tenant/logo', upload(png('big', 512 * 1024 + 1), 'image/png'));
    expect(oversized).toMatchObject({ status: 400, body: { message: 'The logo is larger than 512 KB' } });
    const bigFavicon = await client.request(
      'PUT',
      '/api/tenant/favicon',
      upload(png('f', 128 * 1024 + 1), 'image/png'),
    );
    expect(bigFavicon).toMatchObject({ status: 400, body: { message: 'The favicon is larger than 128 KB' } });

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const scripted = await client.request('PUT', '/api/tenant/logo', upload(svg, 'image/svg+xml', 'logo.svg'));
    expect(scripted).toMatchObject({ status: 400, body: { message: 'The SVG contains a script' } });
    expect((await infoOf(client)).branding.logo!).toBeUndefined();
  });

  it("never serves another workspace's logo", async () => {
    const a = await signUpWorkspace('brandia');
    const b = await signUpWorkspace('brandib');
    await a.client.request('PUT', '/api/tenant/logo', upload(png(a.slug), 'image/png'));
    expect((await b.client.get('/api/tenant/logo')).status).toBe(404);
    const aLogo: string = (await infoOf(a.client)).branding.logo!;
    // A's URL asked for on B's workspace (the header names B) is B's business: B has none.
    const asB = await b.client.get(aLogo.replace(/&tenant=.*$/, ''));
    expect(asB.status).toBe(404);
    await b.client.request('PUT', '/api/tenant/logo', upload(png(b.slug), 'image/png'));
    const bBytes = await fetch(new URL((await infoOf(b.client)).branding.logo!, inject('baseUrl')));
    expect(new Uint8Array(await bBytes.arrayBuffer())).toEqual(png(b.slug));
  });
});
