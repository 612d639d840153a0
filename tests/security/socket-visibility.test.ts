import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { openTab } from '../support/call-team';
import { addUser, signIn } from '../support/workspace-users';

/**
 * With regular users limited to their own records, the tenant's socket events tell a regular
 * user no more than the API would: another's new contact or deal arrives as ids only (the lists
 * still refresh), their own arrives whole, and a super admin's socket hears everything.
 */
describe('record visibility on the WebSocket', () => {
  it('sends a limited user only the ids of records they may not see', async () => {
    const { client: owner, slug, tenantId } = await signUpWorkspace('wsvis');
    const repUser = await addUser(tenantId, 'regular_user', slug);
    const rep = await signIn(slug, repUser);
    expect(
      (await owner.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' })).status,
    ).toBe(200);
    const [ownerTab, repTab] = [await openTab(owner), await openTab(rep)];

    const { body: contact } = await owner.post('/api/contacts', { name: 'Secret Lead', email: 'secret@lead.test' });
    const { body: deal } = await owner.post('/api/deals', {
      title: 'Secret deal',
      value: 77_000,
      contactId: contact.id,
    });
    expect((await rep.get(`/api/contacts/${contact.id}`)).status).toBe(404);

    const ofType = (type: string) => (m: { event: { type: string } }) => m.event.type === type;
    const heardByRep = [await repTab.take('event', ofType('crm.contact.created'))];
    heardByRep.push(await repTab.take('event', ofType('crm.deal.created')));
    expect(heardByRep.map((m) => m.event.data)).toEqual([
      { contactId: contact.id, ownerId: expect.any(String) },
      { dealId: deal.id, pipelineId: deal.pipelineId, stageId: deal.stageId, ownerId: expect.any(String), version: 1 },
    ]);
    expect(JSON.stringify(repTab.frames)).not.toMatch(/Secret|secret@lead|77000/);
    expect((await ownerTab.take('event', ofType('crm.contact.created'))).event.data).toMatchObject({
      name: 'Secret Lead',
    });
    expect((await ownerTab.take('event', ofType('crm.deal.created'))).event.data).toMatchObject({ value: 77_000 });

    // Their own record is theirs to see in full.
    await rep.post('/api/contacts', { name: 'Own Lead', email: 'own@lead.test' });
    const own = await repTab.take(
      'event',
      (m) => m.event.type === 'crm.contact.created' && Boolean((m.event.data as { name?: string }).name),
    );
    expect(own.event.data).toMatchObject({ name: 'Own Lead', email: 'own@lead.test', ownerId: repUser.id });
    for (const tab of [ownerTab, repTab]) tab.socket.close();
  });
});

describe('the WebSocket handshake', () => {
  const handshake = (client: ApiClient, origin: string) =>
    new Promise<number>((resolve, reject) => {
      const url = `${inject('baseUrl').replace('http', 'ws')}/ws?tenant=${client.tenant}`;
      const socket = new WebSocket(url, {
        headers: { cookie: `smartcrm_session=${client.cookie('smartcrm_session')}`, origin },
      });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', reject);
    });

  it('refuses a signed-in socket opened from another site, as writes are', async () => {
    const { client } = await signUpWorkspace('wsorigin');
    const own = new URL(inject('baseUrl')).origin;
    expect(await handshake(client, 'https://evil.example')).toBe(403);
    expect(await handshake(client, 'null')).toBe(403);
    expect(await handshake(client, own)).toBe(101);
  });
});
