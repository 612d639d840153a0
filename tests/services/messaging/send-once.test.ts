import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft, readFolder } from '../../support/mailbox-reader';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

/**
 * At most once per intent: the messaging process is killed (SIGKILL) while it hands a batch of
 * sends to SMTP, started again, and every intent asked for again. The recipient's mailbox holds
 * each message at most once; every one the service calls sent is there exactly once.
 */
describe('messaging sends survive a killed sender without sending twice (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  const tenant = crypto.randomUUID();
  const alice = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    mail = await startMailServer();
    messaging = (await startServiceForTest(
      messagingService,
      {
        MAIL_ALLOW_PLAINTEXT: 'true',
        MAIL_SEND_POLL_MS: '200',
        MAIL_SEND_LEASE_MS: '1000',
        MAIL_SYNC_INTERVAL_MS: '600000',
      },
      { asProcess: true },
    )) as unknown as Messaging;
  });
  afterAll(async () => {
    await messaging?.stop();
    await mail?.stop();
  });

  it('kills the sender after the first message arrives; after a restart nothing arrives twice', async () => {
    const [sender, recipient] = mail.users as [MailServer['users'][0], MailServer['users'][0]];
    await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, sender), alice);
    const sends = Array.from({ length: 25 }, (_, i) => ({
      intentId: crypto.randomUUID(),
      to: [{ address: recipient.address }],
      subject: `Batch message ${i}`,
      html: `<p>Message ${i}</p>`,
    }));
    for (const send of sends) await messaging.call('messaging.messages.send', send, alice);

    await eventually(async () => (await readFolder(mail, recipient)).length > 0, 20_000);
    await messaging.kill();
    const atKill = (await readFolder(mail, recipient)).length;
    await messaging.restart();
    // The same intents again (a retried request after the crash): none is queued a second time.
    for (const send of sends) await messaging.call('messaging.messages.send', send, alice);

    const settled = async () => {
      const states = await Promise.all(
        sends.map((s) => messaging.call('messaging.messages.get', { intentId: s.intentId }, alice)),
      );
      return states.every((s) => s.status === 'sent' || s.status === 'failed') ? states : null;
    };
    await eventually(async () => (await settled()) !== null, 30_000);
    const states = (await settled()) ?? [];
    const inbox = await readFolder(mail, recipient);
    const copies = (messageId: string) => inbox.filter((m) => m.messageId === messageId).length;

    expect(atKill).toBeLessThan(sends.length);
    for (const state of states) {
      expect(copies(state.messageId), state.subject).toBeLessThanOrEqual(1);
      if (state.status === 'sent') expect(copies(state.messageId), state.subject).toBe(1);
    }
    expect(inbox).toHaveLength(new Set(inbox.map((m) => m.messageId)).size);
    // Those not handed over before the kill were sent after the restart.
    expect(states.filter((s) => s.status === 'sent').length).toBeGreaterThanOrEqual(sends.length - 1);
  });
});
