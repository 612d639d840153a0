import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../services/kit/src';
import { ApiClient, signUpWorkspace, uniqueSlug } from '../support/api-client';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { rawRequest } from '../support/raw-request';
import { startSecondBff } from '../support/second-bff';

/** A GET with a chosen Host header, as a browser on that domain (through the TLS proxy) sends it. */
const getOnHost = <P extends string>(host: string, path: P, port?: number) =>
  rawRequest({ method: 'GET', path, host, port });

const ask = (domain: string, port?: number) =>
  getOnHost('127.0.0.1', `/api/tls/ask?domain=${encodeURIComponent(domain)}`, port);

/** What an operator's `npm run domain -- verify` does. */
async function markVerified(tenant: string, domain: string) {
  const nc = await connect({ servers: inject('natsUrl') });
  try {
    const ctx = { tenantId: null, actor: null, requestId: crypto.randomUUID() };
    return await createRpcClient(nc, 10_000).call('tenant.domains.mark_verified', { tenant, domain }, ctx);
  } finally {
    await nc.drain();
  }
}

describe('custom domains', () => {
  it('shows the TXT record to create, reports a failed DNS check, and resolves the host once verified', async () => {
    const a = await signUpWorkspace('doma');
    const domain = `crm.${uniqueSlug('acme')}.example`;
    const added = await a.client.post('/api/tenant/domains', { domain: `  ${domain.toUpperCase()}.` });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      domain,
      verified: false,
      record: { type: 'TXT', name: `_smartcrm-verification.${domain}` },
    });
    expect(added.body.record.value).toMatch(/^smartcrm-verification=[0-9a-f]{32}$/);
    expect((await a.client.post('/api/tenant/domains', { domain })).status).toBe(409);
    expect(
      (await a.client.post('/api/tenant/domains', { domain: 'not a domain' })).error?.details?.issues?.[0]?.path,
    ).toBe('body.domain');

    // No record exists (and this machine may have no internet): the check says why, nothing is verified.
    const checked = await a.client.post(`/api/tenant/domains/${domain}/verify`);
    expect(checked.status).toBe(200);
    expect(checked.body.verified).toBe(false);
    expect(checked.body.lastCheckError).toMatch(/TXT record|DNS could not be asked/);
    expect((await ask(domain)).status).toBe(404);

    await markVerified(a.slug, domain);
    expect((await a.client.get('/api/tenant/domains')).body.items[0]).toMatchObject({
      domain,
      verified: true,
      verifiedBy: 'operator',
    });
    await expect.poll(async () => (await ask(domain)).status).toBe(200);
    const info = await getOnHost(domain, '/api/tenant/info');
    expect(info.body.tenant.slug).toBe(a.slug);

    // Another workspace may claim the name but not take it over.
    const b = await signUpWorkspace('domb');
    expect((await b.client.post('/api/tenant/domains', { domain })).status).toBe(201);
    await expect(markVerified(b.slug, domain)).rejects.toMatchObject({ code: 'conflict' });
    const other = await b.client.post(`/api/tenant/domains/${domain}/verify`);
    expect(other.body.verified).toBe(false);

    expect((await a.client.request('DELETE', `/api/tenant/domains/${domain}`)).status).toBe(204);
    await expect.poll(async () => (await ask(domain)).status).toBe(404);
    expect((await getOnHost(domain, '/api/tenant/info')).body.tenant?.slug).not.toBe(a.slug);
  });

  it('keeps the domain API to roles with custom_branding, and unknown names out', async () => {
    const a = await signUpWorkspace('domc');
    expect((await new ApiClient(a.slug).get('/api/tenant/domains')).status).toBe(401);
    expect((await a.client.request('DELETE', '/api/tenant/domains/nowhere.example')).status).toBe(404);
    for (const name of ['localhost', '127.0.0.1', 'evil.localhost', '', 'a'.repeat(300)]) {
      expect((await ask(name)).status, name).not.toBe(200);
    }
  });
  it('are a white-label (Enterprise) feature: a Professional workspace is told to upgrade', async () => {
    const { operator } = await operatorWorkspace('domop');
    const pro = await tenantOnPlan(operator, 'professional', 'domp');
    const refused = await pro.client.post('/api/tenant/domains', { domain: `crm.${uniqueSlug('pro')}.example` });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      details: { reason: 'feature_disabled', feature: 'white-label' },
    });
    expect((await pro.client.get('/api/tenant/domains')).status).toBe(403);
    // The brand itself (names, colours, logo) stays theirs to change.
    const { version } = (await pro.client.get('/api/tenant/info')).body.tenant;
    expect((await pro.client.request('PUT', '/api/tenant/branding', { primaryColor: '#e11d48', version })).status).toBe(
      200,
    );
  });
});

describe('with a base domain (BASE_DOMAIN=smartcrm.test)', () => {
  let bff: Awaited<ReturnType<typeof startSecondBff>>;
  const port = () => Number(new URL(bff.url).port);
  beforeAll(async () => {
    bff = await startSecondBff(inject('natsUrl'), { BASE_DOMAIN: 'smartcrm.test' });
  });
  afterAll(() => bff?.stop());

  it("resolves <slug>.smartcrm.test by slug, keeps the apex public, and vouches only for existing workspaces' hosts", async () => {
    const a = await signUpWorkspace('based');
    const bySubdomain = await getOnHost(`${a.slug}.smartcrm.test`, '/api/tenant/info', port());
    expect(bySubdomain.body.tenant.slug).toBe(a.slug);
    const apex = await getOnHost('smartcrm.test', '/api/tenant/info', port());
    expect(apex.status).toBe(400);
    expect((await getOnHost('smartcrm.test', `/api/tenant/info?tenant=${a.slug}`, port())).body.tenant.slug).toBe(
      a.slug,
    );
    // A host under another domain is never read by its first label once a base domain is set.
    expect((await getOnHost(`${a.slug}.elsewhere.example`, '/api/tenant/info', port())).status).toBe(400);

    expect((await ask(`${a.slug}.smartcrm.test`, port())).status).toBe(200);
    expect((await ask(`no-such-${a.slug}.smartcrm.test`, port())).status).toBe(404);
    expect((await ask('smartcrm.test', port())).status).toBe(404);
    expect((await ask(`x.${a.slug}.smartcrm.test`, port())).status).toBe(404);
  });
});
