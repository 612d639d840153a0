import { get } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const prerendered = 'id="hero-title"';

/** GET with a Host header of choice (fetch cannot set it): a workspace's subdomain. */
function getWithHost(path: string, host: string): Promise<{ body: string; csp: string }> {
  const { hostname, port } = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    get({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ body, csp: String(response.headers['content-security-policy']) }));
    }).on('error', reject);
  });
}

describe('the built web app', () => {
  it('serves every page path the app, and a missing asset as 404 rather than the page', async () => {
    const page = await fetch(`${inject('baseUrl')}/contacts/42`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const gone = await fetch(`${inject('baseUrl')}/assets/index-gone1234.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('application/json');
  });

  it('sends the prerendered landing page only to a signed-out visitor of the main site', async () => {
    const visitor = await fetch(`${inject('baseUrl')}/`);
    expect(await visitor.text()).toContain(prerendered);
    // Its one inline script (the theme) is allowed by hash on this page only.
    expect(visitor.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(visitor.headers.get('vary')).toContain('cookie');
    expect(await (await fetch(`${inject('baseUrl')}/landing`)).text()).toContain(prerendered);

    // A member (the app sends them to the dashboard), a workspace named by query or by host (its branding).
    const member = await fetch(`${inject('baseUrl')}/`, { headers: { cookie: 'smartcrm_session=anything' } });
    expect(await member.text()).not.toContain(prerendered);
    expect(await (await fetch(`${inject('baseUrl')}/?tenant=demo`)).text()).not.toContain(prerendered);
    const workspace = await getWithHost('/', 'demo.localhost');
    expect(workspace.body).not.toContain(prerendered);
    expect(workspace.csp).toMatch(/script-src 'self';/);
    expect(await (await fetch(`${inject('baseUrl')}/features`)).text()).not.toContain(prerendered);
  });
});
