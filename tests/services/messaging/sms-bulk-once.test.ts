import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { type FakeTwilio, startFakeTwilio } from '../../support/fake-twilio';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { startSmsWebhookRelay } from '../../support/sms-webhook-relay';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

const ours = '+14155552600';
const recipients = Array.from({ length: 40 }, (_, i) => ({
  to: `+1415555${2700 + i}`,
  fields: { firstName: `Guest ${i}` },
}));

/**
 * At most once per recipient: the messaging process is killed (SIGKILL) in the middle of a paced
 * bulk send, started again, and the bulk asked for again. The provider holds exactly one text per
 * recipient: what was handed over before the kill is found at the provider, never posted again.
 */
describe('a bulk text send survives a killed sender without a double send (service level)', () => {
  let twilio: FakeTwilio;
  let messaging: Messaging;
  let relay: Awaited<ReturnType<typeof startSmsWebhookRelay>>;
  const alice = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    messaging = (await startServiceForTest(
      messagingService,
      {
        SMS_SEND_POLL_MS: '200',
        SMS_SEND_LEASE_MS: '1000',
        SMS_RATE_PER_NUMBER: '10',
        MAIL_SYNC_INTERVAL_MS: '600000',
      },
      { asProcess: true },
    )) as unknown as Messaging;
    relay = await startSmsWebhookRelay((name, request, ctx) => messaging.call(name, request, ctx));
  });
  afterAll(async () => {
    await relay?.stop();
    await messaging?.stop();
    await twilio?.stop();
  });

  it('kills the sender mid-bulk; after a restart every recipient has exactly one text', async () => {
    const creds = twilio.createAccount([ours]);
    await messaging.call(
      'messaging.sms.accounts.connect',
      { ...creds, fromNumber: ours, apiBaseUrl: twilio.url, webhookBase: relay.url },
      alice,
    );
    // Each answer takes a while, so the kill is likely to land while a text is in hand-off.
    twilio.setDelay(40);
    const bulk = { bulkId: crypto.randomUUID(), body: 'Hi {{firstName}}, our spring offer is on', recipients };
    expect(await messaging.call('messaging.sms.bulk', bulk, alice)).toMatchObject({ queued: 40, skipped: [] });

    await eventually(async () => twilio.texts().length >= 5, 20_000);
    await messaging.kill();
    const atKill = twilio.texts().length;
    await messaging.restart();
    expect(await messaging.call('messaging.sms.bulk', bulk, alice)).toMatchObject({ queued: 0 });

    const progress = () => messaging.call('messaging.sms.bulk.progress', { bulkId: bulk.bulkId }, alice);
    await eventually(async () => {
      const { counts } = await progress();
      return !counts.queued && !counts.sending;
    }, 40_000);

    expect(atKill).toBeLessThan(recipients.length);
    for (const [i, r] of recipients.entries()) {
      const got = twilio.textsTo(r.to);
      expect(got, r.to).toHaveLength(1);
      expect(got[0]?.body).toBe(`Hi Guest ${i}, our spring offer is on`);
    }
    const { counts } = await progress();
    expect(counts.failed ?? 0).toBe(0);
  });
});
