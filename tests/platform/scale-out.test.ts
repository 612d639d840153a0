import { microServiceName, type ServiceName, serviceNames } from '@smartcrm/contracts';
import { connect, type NatsConnection, RequestStrategy } from 'nats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { createContacts } from '../support/contacts';

/**
 * The system tests run two processes of every service (global setup) and two BFFs, as
 * `docker compose up --scale crm=2 …` would: one workspace is served by all of them at once.
 */

/** Requests each running instance of a service has answered, by instance id. */
async function requestsPerInstance(nc: NatsConnection, service: ServiceName): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const client = nc.services.client({ strategy: RequestStrategy.Timer, maxWait: 500 });
  for await (const stats of await client.stats(microServiceName(service))) {
    counts.set(
      stats.id,
      (stats.endpoints ?? []).reduce((sum, endpoint) => sum + endpoint.num_requests, 0),
    );
  }
  return counts;
}

/** The same signed-in user on the other BFF: the session and CSRF cookies are the whole of it. */
function onSecondBff(client: ApiClient): ApiClient {
  const other = new ApiClient(client.tenant, inject('secondBffUrl'));
  for (const name of ['smartcrm_session', 'smartcrm_csrf']) {
    const value = client.cookie(name);
    if (value) other.setCookie(name, value);
  }
  return other;
}

describe('two of every service and two BFFs serving one workspace', () => {
  let nc: NatsConnection;
  beforeAll(async () => {
    nc = await connect({ servers: inject('natsUrl') });
  });
  afterAll(async () => {
    await nc?.drain();
  });

  it('shows two answering instances of every service on either BFF', async () => {
    const { client } = await signUpWorkspace('scalehealth');
    for (const bff of [client, onSecondBff(client)]) {
      const health = await bff.get('/api/health');
      expect(health.status).toBe(200);
      // Two each (a test of the ai service's restart may run a third one for a while).
      for (const name of serviceNames) {
        expect(health.body.services[name]!.up, name).toBe(true);
        expect(health.body.services[name]!.instances, name).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('shares the requests of both BFFs between the instances of each service', async () => {
    const { client } = await signUpWorkspace('scaleshare');
    const bffs = [client, onSecondBff(client)];
    const before = new Map(
      await Promise.all(serviceNames.map(async (s) => [s, await requestsPerInstance(nc, s)] as const)),
    );

    // Reads that reach every service: contacts (crm), the admin overview (identity and tenant),
    // goals (ai), the call log (signalling), webhook endpoints (integrations), mailboxes (messaging),
    // workflows (automation); writes through both BFFs in turn.
    for (let i = 0; i < 24; i++) {
      const bff = bffs[i % 2]!;
      const created = await bff.post('/api/contacts', { name: `Shared ${i}`, email: `shared${i}@scale.test` });
      expect(created.status).toBe(201);
      for (const path of [
        '/api/contacts?limit=5',
        '/api/admin/overview',
        '/api/ai-goals',
        '/api/calls',
        '/api/webhooks',
        '/api/mailboxes',
        '/api/automation/workflows',
      ]) {
        expect((await bff.get(path)).status, path).toBe(200);
      }
    }

    const listed = await bffs[1]!.get('/api/contacts?limit=100');
    expect(listed.body.items.filter((c: { email: string }) => c.email.endsWith('@scale.test'))).toHaveLength(24);
    for (const service of serviceNames) {
      const after = await requestsPerInstance(nc, service);
      const served = [...after].map(([id, n]) => n - (before.get(service)?.get(id) ?? 0));
      // Queue groups spread the load: at least two instances took a share, none took it all.
      expect(served.filter((n) => n > 0).length, `${service} ${served}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("pushes a change made through one BFF to the other BFF's sockets", async () => {
    const { client, slug } = await signUpWorkspace('scalews');
    const url = `${inject('secondBffUrl').replace('http', 'ws')}/ws?tenant=${slug}`;
    const socket = new WebSocket(url, { headers: { cookie: `smartcrm_session=${client.cookie('smartcrm_session')}` } });
    const messages: { type: string; event?: { type: string; data: { contactId?: string } } }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    try {
      // The socket gets the tenant's events once its hello has arrived.
      await expect.poll(() => messages.some((m) => m.type === 'hello')).toBe(true);
      const created = await client.post('/api/contacts', { name: 'Across BFFs', email: 'across@scale.test' });
      expect(created.status).toBe(201);
      await expect
        .poll(() =>
          messages.some((m) => m.event?.type === 'crm.contact.created' && m.event.data.contactId === created.body.id),
        )
        .toBe(true);
    } finally {
      socket.close();
    }
  });

  it('scores every contact of a bulk run exactly once with two ai workers on the queue', {
    timeout: 90_000,
  }, async () => {
    const { client, slug } = await signUpWorkspace('scalebulk');
    const ids = await createContacts(client, 60, `${slug}-corp.com`);
    const started = await client.post('/api/ai/bulk-runs', {
      scope: { kind: 'selected', contactIds: ids },
      analysisType: 'score',
      costLimit: 5,
      timeLimit: 20_000,
    });
    expect(started.status).toBe(200);
    const runId = started.body.run.id;
    await expect
      .poll(async () => (await client.get(`/api/ai/bulk-runs/${runId}`)).body.status, { timeout: 60_000 })
      .toBe('completed');
    expect((await client.get(`/api/ai/bulk-runs/${runId}`)).body).toMatchObject({
      processed: 60,
      succeeded: 60,
      failed: 0,
      creditsSpent: 60,
    });
    expect((await client.get('/api/plans/current')).body.usage.aiCredits.used).toBe(60);
    // Each contact got its score through crm's event consumers (either instance), once.
    await expect
      .poll(async () => {
        const page = (await client.get('/api/contacts?limit=100')).body.items as { leadScore: number | null }[];
        return page.filter((c) => c.leadScore !== null).length;
      })
      .toBe(60);
  });
});
