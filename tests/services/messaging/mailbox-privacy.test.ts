import { connect, type NatsConnection } from 'nats';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft } from '../../support/mailbox-reader';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;
interface Recorded {
  subject: string;
  text: string;
  bodyShared: boolean;
  direction: string;
  from: { address: string };
}

/** What of a mailbox's mail the service announces, as its owner's privacy setting says (real Dovecot + Postfix). */
describe('messaging mailbox privacy (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  let nc: NatsConnection;
  const recorded: Recorded[] = [];
  const tenant = crypto.randomUUID();
  const alice = contextOf(tenant, { userId: crypto.randomUUID() });
  const bob = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    mail = await startMailServer();
    messaging = (await startServiceForTest(messagingService, {
      MAIL_ALLOW_PLAINTEXT: 'true',
      MAIL_SEND_POLL_MS: '200',
      MAIL_SYNC_INTERVAL_MS: '300',
    })) as unknown as Messaging;
    nc = await connect({ servers: messaging.natsUrl });
    const sub = nc.subscribe('evt.messaging.*.message.recorded');
    void (async () => {
      for await (const msg of sub) recorded.push(msg.json<{ data: Recorded }>().data);
    })();
  });
  afterAll(async () => {
    await nc?.close();
    await messaging?.stop();
    await mail?.stop();
  });

  const users = () => ({ aliceMail: mail.users[0]!, bobMail: mail.users[1]! });
  const bobWrites = (subject: string, text: string) => {
    const { aliceMail, bobMail } = users();
    return nodemailer
      .createTransport({
        host: mail.host,
        port: mail.smtpPort,
        ignoreTLS: true,
        auth: { user: bobMail.address, pass: bobMail.password },
      })
      .sendMail({ from: bobMail.address, to: aliceMail.address, subject, text });
  };
  const kept = async (subject: string) =>
    (
      await messaging.asOwner(
        async (c) => (await c.query('SELECT id FROM messaging.messages WHERE subject = $1', [subject])).rows,
      )
    ).length === 1;

  it('connects with metadata only: synced mail is announced with its subject and without its body', async () => {
    const box = await messaging.call(
      'messaging.mailboxes.connect',
      { ...mailboxDraft(mail, users().aliceMail), privacy: 'metadata' },
      alice,
    );
    expect(box.privacy).toBe('metadata');
    await bobWrites('Salary review', 'The figures are confidential.');
    await eventually(async () => recorded.some((r) => r.subject === 'Salary review'), 20_000);
    const event = recorded.find((r) => r.subject === 'Salary review');
    expect(event).toMatchObject({ direction: 'inbound', text: '', bodyShared: false });
    expect(JSON.stringify(event)).not.toContain('confidential');
  });

  it('lets only the owner change the setting, refusing a value it does not know by name', async () => {
    const [box] = (await messaging.call('messaging.mailboxes.list', {}, alice)).items;
    await expect(
      messaging.call('messaging.mailboxes.update', { id: box!.id, privacy: 'none' }, bob),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      messaging.call('messaging.mailboxes.update', { id: box!.id, privacy: 'secret' as 'none' }, alice),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'privacy' }] } });
    // Connecting the address again without naming a setting keeps the one chosen.
    await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, users().aliceMail), alice);
    expect((await messaging.call('messaging.mailboxes.list', {}, alice)).items[0]?.privacy).toBe('metadata');
    expect(await messaging.call('messaging.mailboxes.update', { id: box!.id, privacy: 'none' }, alice)).toMatchObject({
      privacy: 'none',
    });
  });

  it('announces nothing it syncs under none, but still mail sent from the CRM, in full', async () => {
    await bobWrites('Private matter', 'Not for the CRM.');
    // Kept by the service (a reply still stops a sequence) yet never announced.
    await eventually(() => kept('Private matter'), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(recorded.filter((r) => r.subject === 'Private matter')).toEqual([]);

    const intentId = crypto.randomUUID();
    await messaging.call(
      'messaging.messages.send',
      { intentId, to: [{ address: users().bobMail.address }], subject: 'Quote attached', html: '<p>Here it is.</p>' },
      alice,
    );
    await eventually(async () => recorded.some((r) => r.subject === 'Quote attached'), 20_000);
    expect(recorded.find((r) => r.subject === 'Quote attached')).toMatchObject({
      direction: 'outbound',
      bodyShared: true,
      text: expect.stringContaining('Here it is.'),
    });
    // Found again in Sent by later syncs, it is not announced a second time.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(recorded.filter((r) => r.subject === 'Quote attached')).toHaveLength(1);
  });
});
