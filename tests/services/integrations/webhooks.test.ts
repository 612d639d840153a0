import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsService } from '../../../services/integrations/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'integrations', unknown, never>>>;
interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on this machine: records every request, answers with the next planned status. */
async function startReceiver() {
  const received: Received[] = [];
  const plan: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(plan.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, plan, close: () => new Promise((resolve) => server.close(resolve)) };
}

const verify = (secret: string, r: Received) => {
  const signed = `${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`;
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(signed)
    .digest('base64');
  return r.headers['webhook-signature'] === `v1,${expected}`;
};

/** integrations alone: events become signed, ordered, retried deliveries to a workspace's endpoints. */
describe('outgoing webhooks (service level)', () => {
  let service: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    service = (await startServiceForTest(integrationsService, {
      WEBHOOK_PRIVATE_HOSTS: '127.0.0.1',
      WEBHOOK_POLL_MS: '100',
    })) as unknown as Harness;
  });
  afterAll(async () => {
    await service?.stop();
    await receiver?.close();
  });

  const workspace = () => contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });

  it('delivers a subscribed event once, signed with the secret shown at creation', async () => {
    const ctx = workspace();
    const endpoint = await service.call(
      'integrations.webhooks.create',
      { url: receiver.url, events: ['contact.created'] },
      ctx,
    );
    expect(endpoint.secret).toMatch(/^whsec_/);
    const before = receiver.received.length;
    const contactId = crypto.randomUUID();
    await service.publish('crm.contact.created', ctx.tenantId!, {
      contactId,
      ownerId: null,
      name: 'Ada',
      email: 'ada@example.com',
    });
    await service.publish('crm.contact.deleted', ctx.tenantId!, { contactId });
    await eventually(async () => receiver.received.length > before);
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    expect(verify(endpoint.secret, got[0]!)).toBe(true);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'contact.created', data: { contactId } });

    const list = () => service.call('integrations.deliveries.list', { endpointId: endpoint.id }, ctx);
    await eventually(async () => (await list()).items[0]?.status === 'delivered');
    const { items } = await list();
    expect(items).toMatchObject([{ id: got[0]!.headers['webhook-id'], status: 'delivered', attempts: 1 }]);
    expect(items[0]!.log).toMatchObject([{ attempt: 1, responseStatus: 200, responseBody: 'thanks' }]);
  });

  it('delivers a batch of lead score changes as one event per contact, each signed with an id of its own', async () => {
    const ctx = workspace();
    const endpoint = await service.call(
      'integrations.webhooks.create',
      { url: receiver.url, events: ['contact.score_changed'] },
      ctx,
    );
    const before = receiver.received.length;
    const scoredAt = new Date().toISOString();
    const changes = [
      { contactId: crypto.randomUUID(), score: 80, previousScore: 40, scoredAt },
      { contactId: crypto.randomUUID(), score: 15, previousScore: null, scoredAt },
    ];
    await service.publish('crm.contact.scores_changed', ctx.tenantId!, { changes });
    await eventually(async () => receiver.received.length >= before + 2);
    const got = receiver.received.slice(before);
    expect(got.every((r) => verify(endpoint.secret, r))).toBe(true);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(2);
    expect(got.map((r) => JSON.parse(r.body)).sort((a, b) => b.data.score - a.data.score)).toMatchObject(
      changes.map((data) => ({ type: 'contact.score_changed', data })),
    );
  });

  it("retries a receiver's failure with the same webhook-id, and holds a record's next event until then", async () => {
    const ctx = workspace();
    const endpoint = await service.call(
      'integrations.webhooks.create',
      { url: receiver.url, events: ['deal.created', 'deal.updated'] },
      ctx,
    );
    const before = receiver.received.length;
    receiver.plan.push(500);
    const dealId = crypto.randomUUID();
    await service.publish('crm.deal.created', ctx.tenantId!, {
      dealId,
      title: 'Big one',
      value: 10,
      pipelineId: crypto.randomUUID(),
      stageId: crypto.randomUUID(),
      ownerId: null,
      version: 1,
    });
    await service.publish('crm.deal.updated', ctx.tenantId!, { dealId, changed: ['title'], version: 2 });
    await eventually(async () => receiver.received.length >= before + 3, 20_000);
    const got = receiver.received.slice(before).map((r) => [JSON.parse(r.body).type, r.headers['webhook-id']]);
    // The failed creation is sent again (after 5 s, same id) before the update leaves.
    expect(got.map(([type]) => type)).toEqual(['deal.created', 'deal.created', 'deal.updated']);
    expect(got[1]![1]).toBe(got[0]![1]);
    const createdLog = async () =>
      (await service.call('integrations.deliveries.list', { endpointId: endpoint.id }, ctx)).items
        .find((d) => d.eventType === 'deal.created')
        ?.log.map((a) => a.responseStatus);
    await eventually(async () => (await createdLog())?.length === 2 && (await createdLog())?.[1] === 200);
    expect(await createdLog()).toEqual([500, 200]);
  }, 30_000);

  it('refuses a private target at save, naming the field', async () => {
    await expect(
      service.call(
        'integrations.webhooks.create',
        { url: 'http://10.1.2.3/hook', events: ['task.created'] },
        workspace(),
      ),
    ).rejects.toMatchObject({ code: 'bad_input', message: expect.stringContaining('url: 10.1.2.3') });
  });

  it("keeps each workspace's endpoints and events apart", async () => {
    const [a, b] = [workspace(), workspace()];
    await service.call('integrations.webhooks.create', { url: receiver.url, events: ['task.deleted'] }, a);
    expect((await service.call('integrations.webhooks.list', {}, b)).items).toEqual([]);
    const before = receiver.received.length;
    await service.publish('crm.task.deleted', b.tenantId!, { taskId: crypto.randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.received.length).toBe(before);
  });

  it('sends a delivery again on request, as a new attempt under the same webhook-id', async () => {
    const ctx = workspace();
    const endpoint = await service.call(
      'integrations.webhooks.create',
      { url: receiver.url, events: ['task.deleted'] },
      ctx,
    );
    await service.publish('crm.task.deleted', ctx.tenantId!, { taskId: crypto.randomUUID() });
    const delivered = async () =>
      (await service.call('integrations.deliveries.list', { endpointId: endpoint.id }, ctx)).items[0];
    await eventually(async () => (await delivered())?.status === 'delivered');
    const first = (await delivered())!;
    const before = receiver.received.length;
    await service.call('integrations.deliveries.redeliver', { id: first.id }, ctx);
    await eventually(async () => (await delivered())?.attempts === 2);
    expect(receiver.received.slice(before).map((r) => r.headers['webhook-id'])).toEqual([first.id]);
  });
});
