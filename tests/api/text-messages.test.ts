import type { Activity } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio';
import { addUser, signIn } from '../support/workspace-users';

const ours = '+14155552600';
const ada = '+14155552671';

/** A provider callback as anyone on the internet could send it (no valid signature needed to try). */
const postForm = (url: string, params: Record<string, string>, signature: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });

async function smsEntries(client: ApiClient, contactId: string, expected: number) {
  let items: Activity[] = [];
  await expect
    .poll(async () => {
      items = (await client.get(`/api/contacts/${contactId}/activities?kind=sms`)).body.items;
      return items.length;
    })
    .toBeGreaterThanOrEqual(expected);
  return items;
}

describe('text messages through the BFF', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(async () => {
    await twilio?.stop();
  });

  it('connects a number, texts a contact, takes the reply, and puts both on the timeline', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('sms');
    const creds = twilio.createAccount([ours]);
    const draft = { ...creds, fromNumber: ours, apiBaseUrl: twilio.url };

    const wrong = await client.post('/api/text-messages/accounts', { ...draft, authToken: 'f'.repeat(32) });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('authToken');
    const badSid = await client.post('/api/text-messages/accounts', { ...draft, accountSid: 'nope' });
    expect(badSid.status).toBe(400);
    expect(JSON.stringify(badSid.body)).toContain('accountSid');

    const connected = await client.post('/api/text-messages/accounts', draft);
    expect(connected.status).toBe(201);
    const account = connected.body;
    expect(JSON.stringify(account)).not.toContain(creds.authToken);
    expect(twilio.smsUrlOf(ours)).toBe(account.inboundWebhookUrl);

    const { body: contact } = await client.post('/api/contacts', {
      name: 'Ada Lovelace',
      email: 'ada@sms.test',
      phone: '(415) 555-2671',
    });
    const badTo = await client.post('/api/text-messages/send', {
      intentId: crypto.randomUUID(),
      to: '415',
      body: 'Hi',
    });
    expect(badTo.status).toBe(400);
    expect(JSON.stringify(badTo.body)).toContain('to');

    const send = { intentId: crypto.randomUUID(), to: ada, body: 'Hi Ada, the demo is at 3pm', contactId: contact.id };
    const sent = await client.post('/api/text-messages/send', send);
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('queued');
    expect((await client.post('/api/text-messages/send', send)).body.id).toBe(sent.body.id);
    const thread = `/api/text-messages/threads/${account.id}/${encodeURIComponent(ada)}` as const;
    await expect.poll(async () => (await client.get(thread)).body.items[0]?.status).toBe('delivered');
    expect(twilio.textsTo(ada)).toHaveLength(1);

    const reply = await twilio.inbound({ from: ada, to: ours, body: 'Great, see you then' });
    expect(reply.status).toBe(200);
    const threads = (await client.get('/api/text-messages/threads')).body.items;
    expect(threads).toMatchObject([
      { peer: ada, contactId: contact.id, unread: 1, last: { body: 'Great, see you then' } },
    ]);
    expect((await client.get(thread)).body.items.map((m) => m.body)).toEqual([send.body, 'Great, see you then']);
    expect((await client.get('/api/text-messages/threads')).body.items[0]?.unread).toBe(0);

    const entries = await smsEntries(client, contact.id, 2);
    expect(entries.map((e) => [e.body, e.meta.direction])).toEqual([
      ['Great, see you then', 'inbound'],
      [send.body, 'outbound'],
    ]);

    // Forged (a changed field) and replayed callbacks: 401, nothing stored.
    const forged = await postForm(reply.url, { ...reply.params, Body: 'Send me your password' }, reply.signature);
    expect(forged.status).toBe(401);
    const replayed = await postForm(reply.url, reply.params, reply.signature);
    expect(replayed.status).toBe(401);
    const unknown = await postForm(reply.url.replace(account.id, crypto.randomUUID()), reply.params, reply.signature);
    expect(unknown.status).toBe(401);
    expect((await client.get(thread)).body.items).toHaveLength(2);

    // STOP from the contact: the next text is refused with the reason.
    await twilio.inbound({ from: ada, to: ours, body: 'STOP' });
    const refused = await client.post('/api/text-messages/send', {
      intentId: crypto.randomUUID(),
      to: ada,
      body: 'Hello?',
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('replied STOP');
    const bulk = await client.post('/api/text-messages/bulk', {
      bulkId: crypto.randomUUID(),
      body: 'Hi {{firstName}}',
      recipients: [{ to: ada }, { to: '+14155552672', fields: { firstName: 'Grace' } }],
    });
    expect(bulk.body).toMatchObject({ queued: 1, skipped: [{ to: ada }] });
    await expect.poll(() => twilio.textsTo('+14155552672').map((t) => t.body)).toEqual(['Hi Grace']);

    // A regular user texts, but may not connect numbers; another workspace sees none of it.
    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await rep.get('/api/text-messages/threads')).status).toBe(200);
    expect((await rep.post('/api/text-messages/accounts', draft)).status).toBe(403);
    const other = await signUpWorkspace('sms-other');
    expect((await other.client.get('/api/text-messages/threads')).body.items).toEqual([]);
    expect((await other.client.get(thread)).body.items).toEqual([]);
  });
});
