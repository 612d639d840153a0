import type { Tenant } from '@smartcrm/contracts';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import trialGuard from './trial-guard';

const tenantEndingAt = (trialEndsAt: string | null) => ({ id: crypto.randomUUID(), trialEndsAt }) as Tenant;

/** The guard on its own: a stand-in for `access` resolves the tenant the test names. */
async function appWith(tenant: Tenant) {
  const app = Fastify();
  const access = fp(
    async (app) => {
      app.decorateRequest('tenant', null);
      app.addHook('preValidation', async (request) => {
        request.tenant = tenant;
      });
    },
    { name: 'access' },
  );
  await app.register(access);
  await app.register(errorHandler);
  await app.register(trialGuard);
  const ok = async () => ({ ok: true });
  app.get('/api/contacts', ok);
  app.post('/api/contacts', ok);
  app.delete('/api/contacts/1', ok);
  app.post('/api/auth/signout', ok);
  app.post('/api/plans/choose', { config: { trialExempt: true } }, ok);
  app.put('/api/operator/tenants/1/plan', { config: { operator: true } }, ok);
  return app;
}

const past = new Date(Date.now() - 60_000).toISOString();
const future = new Date(Date.now() + 86_400_000).toISOString();

describe('the trial guard', () => {
  it('refuses writes once the trial is over, with trial_expired (402)', async () => {
    const app = await appWith(tenantEndingAt(past));
    for (const [method, url] of [
      ['POST', '/api/contacts'],
      ['DELETE', '/api/contacts/1'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'trial_expired', details: { trialEndsAt: past } });
    }
  });

  it('still answers reads, signing out, choosing a plan and operators', async () => {
    const app = await appWith(tenantEndingAt(past));
    expect((await app.inject({ method: 'GET', url: '/api/contacts' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/signout' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/plans/choose' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/operator/tenants/1/plan' })).statusCode).toBe(200);
  });

  it('lets a running trial and a workspace without one write', async () => {
    for (const tenant of [tenantEndingAt(future), tenantEndingAt(null)]) {
      const app = await appWith(tenant);
      expect((await app.inject({ method: 'POST', url: '/api/contacts' })).statusCode).toBe(200);
    }
  });
});
