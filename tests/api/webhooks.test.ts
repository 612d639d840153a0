import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { keyClient } from '../support/api-keys';
import { eventually } from '../support/service-harness';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** An integrator's receiver on this machine (the test environment allows 127.0.0.1 as a target). */
const received: Received[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ headers: req.headers as Record<string, string>, body });
    res.writeHead(204).end();
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm-events`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const signatureOk = (secret: string, r: Received) =>
  r.headers['webhook-signature'] ===
  `v1,${createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`)
    .digest('base64')}`;

describe('outgoing webhooks through the product', () => {
  it('sends a contact created in the app to the endpoint, signed, and logs the delivery', async () => {
    const { client } = await signUpWorkspace('hook');
    const endpoint = await client.post('/api/webhooks', { url: receiverUrl, events: ['contact.created'] });
    expect(endpoint.status).toBe(201);
    const contact = await client.post('/api/contacts', { name: 'Hook Target', email: 'hook@target.test' });
    const mine = () => received.filter((r) => JSON.parse(r.body).data?.contactId === contact.body.id);
    await eventually(async () => mine().length === 1, 20_000);
    const [delivery] = mine();
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'contact.created', data: { email: 'hook@target.test' } });
    expect(signatureOk(endpoint.body.secret, delivery!)).toBe(true);

    const log = await client.get(`/api/webhooks/${endpoint.body.id}/deliveries`);
    expect(log.body.items[0]).toMatchObject({ id: delivery!.headers['webhook-id'], eventType: 'contact.created' });
    // The secret is shown once: the list never carries it.
    expect(JSON.stringify((await client.get('/api/webhooks')).body)).not.toContain(endpoint.body.secret);
  });

  it('refuses a private target, and lets a key with webhooks:manage (not one without) add an endpoint', async () => {
    const { client, slug } = await signUpWorkspace('hookkey');
    const refused = await client.post('/api/webhooks', { url: 'http://192.168.1.10/hook', events: ['deal.created'] });
    expect(refused).toMatchObject({ status: 400, body: { code: 'bad_input' } });
    expect(refused.body.message).toContain('url: 192.168.1.10');

    const { client: reader } = await keyClient(client, slug, { name: 'reader', scopes: ['contacts:read'] });
    expect((await reader.post('/api/webhooks', { url: receiverUrl, events: ['deal.created'] })).status).toBe(403);
    const { client: manager } = await keyClient(client, slug, { name: 'hooks', scopes: ['webhooks:manage'] });
    expect((await manager.post('/api/webhooks', { url: receiverUrl, events: ['deal.created'] })).status).toBe(201);
  });

  it("keeps each workspace's endpoints to itself", async () => {
    const { client: a } = await signUpWorkspace('hooka');
    const { client: b } = await signUpWorkspace('hookb');
    const created = await a.post('/api/webhooks', { url: receiverUrl, events: ['task.created'] });
    expect((await b.get('/api/webhooks')).body.items).toEqual([]);
    expect((await b.get(`/api/webhooks/${created.body.id}/deliveries`)).status).toBe(404);
    expect((await b.request('DELETE', `/api/webhooks/${created.body.id}`)).status).toBe(404);
  });
});
