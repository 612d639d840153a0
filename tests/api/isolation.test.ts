import { describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { rawRequest } from '../support/raw-request';

async function signInDemo(role: keyof typeof demo.users) {
  const client = new ApiClient(demo.tenant.slug);
  const { email, password } = demo.users[role];
  const response = await client.post('/api/auth/signin', { email, password });
  expect(response.status).toBe(200);
  return client;
}

describe('tenant isolation and the permission map', () => {
  it("does not accept one workspace's session in another workspace", async () => {
    const a = await signUpWorkspace('isa');
    const b = await signUpWorkspace('isb');
    a.client.tenant = b.slug;
    const crossed = await a.client.get('/api/auth/user-role');
    expect(crossed.status).toBe(401);
    expect(JSON.stringify(crossed.body)).not.toContain(b.owner.email);

    const signInElsewhere = await a.client.post('/api/auth/signin', {
      email: a.owner.email,
      password: a.owner.password,
    });
    expect(signInElsewhere.status).toBe(401);
  });

  it('resolves the tenant from the host label before the query and the header', async () => {
    const a = await signUpWorkspace('hosta');
    const b = await signUpWorkspace('hostb');
    const url = `/api/tenant/info?tenant=${b.slug}` as const;
    // fetch may not set Host, so this one goes through node:http as a browser on a subdomain would.
    const byHost = await rawRequest({ method: 'GET', path: url, host: `${a.slug}.localhost`, tenant: b.slug });
    expect(byHost.body.tenant.slug).toBe(a.slug);
    const byQuery = await new ApiClient('no-such-workspace').get(url);
    expect(byQuery.body.tenant.slug).toBe(b.slug);
  });

  it('keeps the admin API to super admins', async () => {
    const regular = await signInDemo('regular_user');
    const whiteLabel = await signInDemo('wl_user');
    const superAdmin = await signInDemo('super_admin');

    expect((await regular.get('/api/admin/services')).status).toBe(403);
    expect((await whiteLabel.get('/api/admin/services')).error?.code).toBe('forbidden');

    const services = await superAdmin.get('/api/admin/services');
    expect(services.status).toBe(200);
    const names = services.body.services.map((s: { name: string }) => s.name).sort();
    expect(names).toEqual(['ai', 'automation', 'crm', 'identity', 'integrations', 'messaging', 'signalling', 'tenant']);
    expect(services.body.services.every((s: { up: boolean }) => s.up)).toBe(true);
    const identity = services.body.services.find((s: { name: string }) => s.name === 'identity');
    expect(identity!.requests).toBeGreaterThan(0);
  });

  it('reports each role with the permissions of spec 000 §6', async () => {
    const roles = await Promise.all(
      (['super_admin', 'wl_user', 'regular_user'] as const).map(
        async (role) => (await (await signInDemo(role)).get('/api/auth/user-role')).body.user,
      ),
    );
    expect(roles.map((u) => u.role)).toEqual(['super_admin', 'wl_user', 'regular_user']);
    expect(roles[0]!.permissions).toContain('billing_management');
    expect(roles[1]!.permissions).toContain('api_access');
    expect(roles[1]!.permissions).not.toContain('system_settings');
    expect(roles[2]!.permissions).not.toContain('ai_tools');
    expect(roles[2]!.permissions).toContain('pipeline_csv');
  });

  it('answers routes that need a session with 401 when signed out', async () => {
    const anonymous = new ApiClient(demo.tenant.slug);
    for (const path of ['/api/auth/user-role', '/api/admin/services']) {
      const response = await anonymous.get(path);
      expect(response.status).toBe(401);
      expect(response.error?.code).toBe('unauthenticated');
    }
  });
});
