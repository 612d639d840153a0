import { connect, type NatsConnection } from 'nats';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft } from '../../support/mailbox-reader';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

/**
 * New mail reaches the timeline as it arrives: the service idles on each connected INBOX, so a
 * message shows within seconds although the next interval sync is an hour away.
 */
describe('messaging IDLE sync (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  let nc: NatsConnection;
  const subjects: string[] = [];
  const tenant = crypto.randomUUID();
  const alice = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    mail = await startMailServer();
    messaging = (await startServiceForTest(messagingService, {
      MAIL_ALLOW_PLAINTEXT: 'true',
      MAIL_SYNC_INTERVAL_MS: '3600000',
      MAIL_WATCH_RENEW_MS: '300',
    })) as unknown as Messaging;
    nc = await connect({ servers: messaging.natsUrl });
    const sub = nc.subscribe('evt.messaging.*.message.recorded');
    void (async () => {
      for await (const msg of sub) subjects.push(msg.json<{ data: { subject: string } }>().data.subject);
    })();
  });
  afterAll(async () => {
    await nc?.close();
    await messaging?.stop();
    await mail?.stop();
  });

  it('syncs a message the moment it arrives, long before the next interval', async () => {
    const [aliceMail, bobMail] = [mail.users[0]!, mail.users[1]!];
    const box = await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, aliceMail), alice);
    // The first sync (the backfill) runs at once; the next interval one is an hour away.
    await eventually(
      async () => !!(await messaging.call('messaging.mailboxes.list', {}, alice)).items[0]?.lastSyncedAt,
      20_000,
    );
    await eventually(
      async () =>
        (await messaging.asOwner(
          async (c) =>
            (
              await c.query('SELECT watch_owner FROM messaging.mailboxes WHERE id = $1', [box.id])
            ).rows[0]?.watch_owner,
        )) !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    await nodemailer
      .createTransport({
        host: mail.host,
        port: mail.smtpPort,
        ignoreTLS: true,
        auth: { user: bobMail.address, pass: bobMail.password },
      })
      .sendMail({ from: bobMail.address, to: aliceMail.address, subject: 'Are you free on Friday?', text: 'x' });
    await eventually(async () => subjects.includes('Are you free on Friday?'), 5000);
    expect(subjects.filter((s) => s === 'Are you free on Friday?')).toHaveLength(1);
  });
});
