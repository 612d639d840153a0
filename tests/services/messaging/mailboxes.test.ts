import { connect, type NatsConnection } from 'nats';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft, readFolder } from '../../support/mailbox-reader';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

/** messaging alone against a real Dovecot + Postfix: connecting, sending once, syncing into events. */
describe('messaging mailboxes and sends (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  let nc: NatsConnection;
  const recorded: {
    subject: string;
    direction: string;
    threadId: string;
    rfcMessageId: string;
    contactId: string | null;
    mailboxAddress: string;
    to: { address: string }[];
  }[] = [];
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
      for await (const msg of sub) recorded.push(msg.json<{ data: (typeof recorded)[number] }>().data);
    })();
  });
  afterAll(async () => {
    await nc?.close();
    await messaging?.stop();
    await mail?.stop();
  });

  const user = (i: number) => {
    const found = mail.users[i];
    if (!found) throw new Error(`the mail server has no user ${i}`);
    return found;
  };
  const aliceMail = () => user(0);
  const bobMail = () => user(1);

  it('refuses wrong credentials naming the password, and keeps nothing', async () => {
    await expect(
      messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, aliceMail(), 'wrong-password'), alice),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'auth.password' }] } });
    await expect(
      messaging.call(
        'messaging.mailboxes.connect',
        { ...mailboxDraft(mail, aliceMail()), imap: { host: '127.0.0.1', port: 1, security: 'none' } },
        alice,
      ),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'imap.host' }] } });
    expect((await messaging.call('messaging.mailboxes.list', {}, alice)).items).toEqual([]);
  });

  it('connects a mailbox after signing in, keeps its password sealed, shows it to its owner only', async () => {
    const box = await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, aliceMail()), alice);
    expect(box).toMatchObject({ address: aliceMail().address, status: 'connected', auth: { kind: 'password' } });
    const sealed = await messaging.asOwner(
      async (c) => (await c.query('SELECT secret_sealed FROM messaging.mailboxes')).rows,
    );
    expect(JSON.stringify(sealed)).not.toContain(aliceMail().password);
    expect((await messaging.call('messaging.mailboxes.list', {}, bob)).items).toEqual([]);
    await expect(messaging.call('messaging.mailboxes.test', { id: box.id }, bob)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await messaging.call('messaging.mailboxes.test', { id: box.id }, alice)).toMatchObject({
      status: 'connected',
    });
  });

  it('refuses a header injection in the subject or a recipient name', async () => {
    const send = { intentId: crypto.randomUUID(), to: [{ address: bobMail().address }], html: '<p>x</p>' };
    await expect(
      messaging.call('messaging.messages.send', { ...send, subject: 'Hi\r\nBcc: victim@example.com' }, alice),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'subject' }] } });
    await expect(
      messaging.call(
        'messaging.messages.send',
        { ...send, subject: 'Hi', to: [{ address: bobMail().address, name: 'Bob\nBcc: x@y.test' }] },
        alice,
      ),
    ).rejects.toMatchObject({ code: 'bad_input', details: { issues: [{ path: 'to.0.name' }] } });
  });

  it('sends once per intent through SMTP: it arrives sanitised, is filed in Sent and announced for the contact', async () => {
    const contactId = crypto.randomUUID();
    const send = {
      intentId: crypto.randomUUID(),
      to: [{ address: bobMail().address, name: 'Bob' }],
      subject: 'Proposal for Q3',
      html: '<p>Hello Bob,</p><script>alert(1)</script><p onclick="x()">Here it is.</p>',
      contactId,
    };
    const queued = await messaging.call('messaging.messages.send', send, alice);
    const again = await messaging.call('messaging.messages.send', send, alice);
    expect(again.id).toBe(queued.id);
    await eventually(
      async () =>
        (await messaging.call('messaging.messages.get', { intentId: send.intentId }, alice)).status === 'sent',
    );

    const inbox = await readFolder(mail, bobMail());
    const arrived = inbox.filter((m) => m.messageId === queued.messageId);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.source).toContain('Hello Bob');
    expect(arrived[0]?.source).not.toContain('<script');
    expect(arrived[0]?.source).not.toContain('onclick');
    expect((await readFolder(mail, aliceMail(), 'Sent')).map((m) => m.messageId)).toContain(queued.messageId);
    await eventually(async () => recorded.some((r) => r.rfcMessageId === queued.messageId));
    expect(recorded.find((r) => r.rfcMessageId === queued.messageId)).toMatchObject({
      direction: 'outbound',
      contactId,
    });
  });

  it('syncs a reply into the thread of the sent message, once across repeated syncs', async () => {
    const box = (await messaging.call('messaging.mailboxes.list', {}, alice)).items[0]!;
    const original = recorded.find((r) => r.subject === 'Proposal for Q3')!;
    const reply = nodemailer.createTransport({
      host: mail.host,
      port: mail.smtpPort,
      ignoreTLS: true,
      auth: { user: bobMail().address, pass: bobMail().password },
    });
    await reply.sendMail({
      from: bobMail().address,
      to: aliceMail().address,
      subject: 'Re: Proposal for Q3',
      text: 'Looks good, let us sign.',
      inReplyTo: original.rfcMessageId,
      references: [original.rfcMessageId],
    });
    await eventually(async () => recorded.some((r) => r.subject === 'Re: Proposal for Q3'), 20_000);
    const synced = recorded.filter((r) => r.subject === 'Re: Proposal for Q3');
    expect(synced[0]).toMatchObject({
      direction: 'inbound',
      threadId: original.rfcMessageId,
      mailboxAddress: aliceMail().address,
    });

    // More syncs (the loop keeps running, and one asked for now) record nothing twice.
    await messaging.call('messaging.mailboxes.sync', { id: box.id }, alice);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const counts = await messaging.asOwner(
      async (c) =>
        (
          await c.query(
            'SELECT rfc_message_id, count(*)::int AS n FROM messaging.messages GROUP BY 1 HAVING count(*) > 1',
          )
        ).rows,
    );
    expect(counts).toEqual([]);
    expect(recorded.filter((r) => r.subject === 'Re: Proposal for Q3')).toHaveLength(1);
    // The sent message found again in Sent by the sync is the same message, not a second one.
    expect(recorded.filter((r) => r.rfcMessageId === original.rfcMessageId)).toHaveLength(1);
  });

  it('says how to connect a mailbox when the sender has none', async () => {
    await expect(
      messaging.call(
        'messaging.messages.send',
        { intentId: crypto.randomUUID(), to: [{ address: aliceMail().address }], subject: 'Hi', html: 'Hi' },
        bob,
      ),
    ).rejects.toMatchObject({ code: 'bad_input', message: expect.stringContaining('Connect a mailbox') });
  });
});
