import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { type FakeTwilio, startFakeTwilio } from '../../support/fake-twilio';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { startSmsWebhookRelay } from '../../support/sms-webhook-relay';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

const ours = '+14155552600';
const ada = '+14155552671';

/** Texts through the fake Twilio: connect, send once, receipts, STOP, forged and replayed callbacks. */
describe('text messages (service level)', () => {
  let twilio: FakeTwilio;
  let messaging: Messaging;
  let relay: Awaited<ReturnType<typeof startSmsWebhookRelay>>;
  const tenant = crypto.randomUUID();
  const alice = contextOf(tenant, { userId: crypto.randomUUID() });
  let accountId = '';
  let creds: { accountSid: string; authToken: string };

  const texts = async () =>
    (await messaging.asOwner((db) => db.query('SELECT * FROM messaging.sms_messages ORDER BY created_at'))).rows;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    creds = twilio.createAccount([ours]);
    messaging = (await startServiceForTest(messagingService, {
      SMS_SEND_POLL_MS: '200',
      MAIL_SYNC_INTERVAL_MS: '600000',
    })) as unknown as Messaging;
    relay = await startSmsWebhookRelay((name, request, ctx) => messaging.call(name, request, ctx));
  });
  afterAll(async () => {
    await relay?.stop();
    await messaging?.stop();
    await twilio?.stop();
  });

  it('refuses wrong credentials and a number the account does not own, naming the field', async () => {
    const draft = { ...creds, fromNumber: ours, apiBaseUrl: twilio.url, webhookBase: relay.url };
    await expect(
      messaging.call('messaging.sms.accounts.connect', { ...draft, authToken: 'f'.repeat(32) }, alice),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'authToken' }] } });
    await expect(
      messaging.call('messaging.sms.accounts.connect', { ...draft, fromNumber: '+14155552699' }, alice),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'fromNumber' }] } });
  });

  it('connects a number: its incoming texts are pointed at the workspace, the token kept sealed', async () => {
    const account = await messaging.call(
      'messaging.sms.accounts.connect',
      { ...creds, fromNumber: ours, apiBaseUrl: twilio.url, webhookBase: relay.url },
      alice,
    );
    accountId = account.id;
    expect(twilio.smsUrlOf(ours)).toBe(`${relay.url}/api/sms-webhooks/${account.id}/inbound`);
    expect(account.inboundWebhookUrl).toBe(twilio.smsUrlOf(ours));
    const { rows } = await messaging.asOwner((db) => db.query('SELECT secret_sealed FROM messaging.sms_accounts'));
    expect(rows[0].secret_sealed).not.toContain(creds.authToken);
  });

  it('sends a text once per intent and follows its receipts to delivered', async () => {
    const send = { intentId: crypto.randomUUID(), to: ada, body: 'Hi Ada, are we still on for Tuesday?' };
    const first = await messaging.call('messaging.sms.send', send, alice);
    const again = await messaging.call('messaging.sms.send', send, alice);
    expect(again.id).toBe(first.id);
    await eventually(async () => (await texts()).some((t) => t.id === first.id && t.status === 'delivered'));
    expect(twilio.textsTo(ada)).toHaveLength(1);
    expect(twilio.textsTo(ada)[0]).toMatchObject({ from: ours, body: send.body });
    expect(relay.answers().every((status) => status === 200)).toBe(true);
  });

  it('refuses an impossible number, naming the field', async () => {
    await expect(
      messaging.call('messaging.sms.send', { intentId: crypto.randomUUID(), to: '+10005550100', body: 'x' }, alice),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'to' }] } });
  });

  it('stores a reply once, and STOP blocks the next text with the reason until START', async () => {
    const reply = await twilio.inbound({ from: ada, to: ours, body: 'Yes, see you then' });
    expect(reply.status).toBe(200);
    const stop = await twilio.inbound({ from: ada, to: ours, body: 'STOP' });
    expect(stop.status).toBe(200);
    const thread = await messaging.call('messaging.sms.threads.get', { accountId, peer: ada }, alice);
    expect(thread.optedOut).toBe(true);
    expect(thread.items.map((m) => m.body)).toEqual([
      'Hi Ada, are we still on for Tuesday?',
      'Yes, see you then',
      'STOP',
    ]);

    await expect(
      messaging.call('messaging.sms.send', { intentId: crypto.randomUUID(), to: ada, body: 'One more thing' }, alice),
    ).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining('replied STOP') });
    const bulk = await messaging.call(
      'messaging.sms.bulk',
      { bulkId: crypto.randomUUID(), body: 'News', recipients: [{ to: ada }] },
      alice,
    );
    expect(bulk).toMatchObject({ queued: 0, skipped: [{ to: ada, reason: expect.stringContaining('opted out') }] });

    const help = await twilio.inbound({ from: ada, to: ours, body: 'help' });
    expect(help.body).toContain('Reply STOP');
    await twilio.inbound({ from: ada, to: ours, body: 'START' });
    expect((await messaging.call('messaging.sms.threads.get', { accountId, peer: ada }, alice)).optedOut).toBe(false);
  });

  it('refuses a forged or replayed callback and stores nothing', async () => {
    const request = twilio.inboundRequest({ from: ada, to: ours, body: 'forged' });
    const hook = {
      accountId,
      kind: 'inbound' as const,
      path: new URL(request.url).pathname,
      params: request.params,
      signature: request.signature,
    };
    const before = (await texts()).length;
    await expect(
      messaging.call('messaging.sms.webhook', { ...hook, params: { ...hook.params, Body: 'changed' } }, alice),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      messaging.call('messaging.sms.webhook', { ...hook, signature: 'x'.repeat(28) }, alice),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect((await texts()).length).toBe(before);

    await messaging.call('messaging.sms.webhook', hook, alice);
    await expect(messaging.call('messaging.sms.webhook', hook, alice)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect((await texts()).length).toBe(before + 1);
  });

  it('holds texts in quiet hours with the time they may leave', async () => {
    const nowUtc = new Date();
    const start = `${String(nowUtc.getUTCHours()).padStart(2, '0')}:00`;
    const end = `${String((nowUtc.getUTCHours() + 2) % 24).padStart(2, '0')}:00`;
    const other = twilio.createAccount(['+14155552601']);
    const quiet = await messaging.call(
      'messaging.sms.accounts.connect',
      {
        ...other,
        fromNumber: '+14155552601',
        apiBaseUrl: twilio.url,
        webhookBase: relay.url,
        quietHours: { start, end, timeZone: 'UTC' },
      },
      alice,
    );
    const held = await messaging.call(
      'messaging.sms.send',
      { intentId: crypto.randomUUID(), to: '+14155552672', body: 'Late news', accountId: quiet.id },
      alice,
    );
    expect(held.status).toBe('queued');
    expect(new Date(held.sendAfter ?? 0).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(twilio.textsTo('+14155552672')).toHaveLength(0);
  });

  it('keeps a text queued through a provider outage and sends it once afterwards', async () => {
    twilio.setOutage(true);
    const to = '+14155552673';
    const sent = await messaging.call(
      'messaging.sms.send',
      { intentId: crypto.randomUUID(), to, body: 'Retry me' },
      alice,
    );
    await eventually(async () =>
      (await texts()).some((t) => t.id === sent.id && t.attempts > 0 && t.status === 'queued'),
    );
    twilio.setOutage(false);
    await eventually(async () => (await texts()).some((t) => t.id === sent.id && t.status === 'delivered'), 15_000);
    expect(twilio.textsTo(to)).toHaveLength(1);
  });

  it('keeps one tenant out of another tenant’s threads', async () => {
    const bob = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    expect((await messaging.call('messaging.sms.threads.list', {}, bob)).items).toEqual([]);
    expect((await messaging.call('messaging.sms.threads.get', { accountId, peer: ada }, bob)).items).toEqual([]);
    expect((await messaging.call('messaging.sms.threads.list', {}, alice)).items.length).toBeGreaterThan(0);
  });
});
