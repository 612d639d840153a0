import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSmartCrm } from '@smartcrm/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { typesFromDocument } from '../../sdk/scripts/types-from-document';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { keyClient } from '../support/api-keys';
import { eventually } from '../support/service-harness';

/** An integrator's receiver on this machine (the test environment allows 127.0.0.1 as a target). */
const received: string[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push(body);
    res.writeHead(204).end();
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('the typed SDK (sdk/)', () => {
  it("has the types of the running product's OpenAPI document (npm run generate -w sdk when this fails)", async () => {
    const document = (await new ApiClient().get('/api/docs/json')).body;
    const committed = readFileSync(new URL('../../sdk/src/api-types.ts', import.meta.url), 'utf8');
    expect(committed === (await typesFromDocument(document))).toBe(true);
  });

  it('lists and creates contacts and registers a webhook that receives them, with only an API key', async () => {
    const { client: admin, slug } = await signUpWorkspace('sdk');
    const { key } = await keyClient(admin, slug, {
      scopes: ['contacts:read', 'contacts:write', 'webhooks:read', 'webhooks:manage'],
    });
    const crm = createSmartCrm({ baseUrl: inject('baseUrl'), apiKey: key.secret, workspace: slug });

    const hook = await crm.POST('/api/webhooks', { body: { url: receiverUrl, events: ['contact.created'] } });
    expect(hook.response.status).toBe(201);
    expect(hook.data?.secret).toMatch(/^whsec_/);

    const created = await crm.POST('/api/contacts', { body: { name: 'Sdk Person', email: 'sdk@person.test' } });
    expect(created.data).toMatchObject({ name: 'Sdk Person', email: 'sdk@person.test' });
    const list = await crm.GET('/api/contacts', { params: { query: { limit: 10 } } });
    expect(list.data?.items.map((c) => c.id)).toEqual([created.data?.id]);

    const missing = await crm.GET('/api/contacts/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.error).toMatchObject({ code: 'not_found' });
    // A key without the scope is told which one it lacks.
    const denied = await crm.GET('/api/deals', {});
    expect(denied.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('deals:read') });

    await eventually(async () => received.some((body) => body.includes(created.data!.id)), 20_000);
    const log = () => crm.GET('/api/webhooks/{id}/deliveries', { params: { path: { id: hook.data!.id } } });
    expect((await log()).error).toBeUndefined();
    // The log records the receiver's answer just after it came.
    await eventually(async () => (await log()).data?.items[0]?.status === 'delivered', 10_000);
    expect((await log()).data?.items[0]).toMatchObject({ eventType: 'contact.created', attempts: 1 });
  });
});
