import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsService } from '../../../services/integrations/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'integrations', unknown, never>>>;

/**
 * The delivery worker killed mid-send (SIGKILL, as a crash) and started again: every event reaches
 * the receiver, and the only repeats are deliveries that were on the wire at the kill, sent again
 * under the same `webhook-id` (what receivers drop repeats by), never a third time.
 */
describe('webhook deliveries across a killed sender (service level)', () => {
  let service: Harness;
  let server: Server;
  let url = '';
  const received: { id: string; contactId: string; at: number }[] = [];

  beforeAll(async () => {
    // A slow receiver: each delivery is on the wire for a while, so the kill lands mid-send.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({
          id: String(req.headers['webhook-id']),
          contactId: JSON.parse(body).data.contactId,
          at: Date.now(),
        });
        setTimeout(() => res.writeHead(200).end('ok'), 150);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    service = (await startServiceForTest(
      integrationsService,
      { WEBHOOK_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '100' },
      { asProcess: true },
    )) as unknown as Harness;
  });
  afterAll(async () => {
    await service?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('delivers every event after a restart, repeating only what was on the wire, under its own id', async () => {
    const ctx = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    await service.call('integrations.webhooks.create', { url, events: ['contact.created'] }, ctx);
    const contactIds = Array.from({ length: 15 }, () => crypto.randomUUID());
    for (const contactId of contactIds) {
      await service.publish('crm.contact.created', ctx.tenantId!, {
        contactId,
        ownerId: null,
        name: 'Ada',
        email: 'ada@example.com',
      });
    }
    await eventually(async () => received.length >= 3, 20_000);
    await service.kill();
    const killedAt = Date.now();
    await service.restart();

    await eventually(async () => new Set(received.map((r) => r.contactId)).size === contactIds.length, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const byId = new Map<string, typeof received>();
    for (const r of received) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    expect(byId.size).toBe(contactIds.length);
    for (const [, copies] of byId) {
      expect(copies.length).toBeLessThanOrEqual(2);
      // A second copy only of a delivery the receiver had before the kill, for the same contact.
      if (copies.length === 2) {
        expect(copies[0]!.at).toBeLessThanOrEqual(killedAt);
        expect(copies[1]!.contactId).toBe(copies[0]!.contactId);
      }
    }
    // A restarted process compiles and connects again: on a loaded machine that alone takes tens of seconds.
  }, 150_000);
});
