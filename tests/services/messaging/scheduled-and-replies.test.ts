import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft, readFolder } from '../../support/mailbox-reader';
import { type MailServer, type MailUser, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

const header = (source: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im').exec(source)?.[1]?.replace(/\s+/g, ' ').trim();

/** messaging against a real Dovecot + Postfix: sends scheduled for later, replies threaded, templates kept. */
describe('scheduled sends, replies in thread and templates (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  const tenant = crypto.randomUUID();
  const alice = contextOf(tenant, { userId: crypto.randomUUID() });
  const colleague = contextOf(tenant, { userId: crypto.randomUUID(), role: 'regular_user' });
  let rep: MailUser;
  let customer: MailUser;

  beforeAll(async () => {
    mail = await startMailServer(['rep', 'customer']);
    [rep, customer] = mail.users as [MailUser, MailUser];
    messaging = (await startServiceForTest(messagingService, {
      MAIL_ALLOW_PLAINTEXT: 'true',
      MAIL_SEND_POLL_MS: '200',
      MAIL_SYNC_INTERVAL_MS: '300',
    })) as unknown as Messaging;
    await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, rep), alice);
  });
  afterAll(async () => {
    await messaging?.stop();
    await mail?.stop();
  });

  it('holds a scheduled send until its time, then sends it once', async () => {
    const sendAt = new Date(Date.now() + 3000).toISOString();
    const intentId = crypto.randomUUID();
    const queued = await messaging.call(
      'messaging.messages.send',
      { intentId, to: [{ address: customer.address }], subject: 'Later', html: '<p>Scheduled</p>', sendAt },
      alice,
    );
    expect(queued).toMatchObject({ status: 'queued', sendAt });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await messaging.call('messaging.messages.get', { intentId }, alice)).status).toBe('queued');
    expect((await readFolder(mail, customer)).filter((m) => m.subject === 'Later')).toHaveLength(0);

    await eventually(
      async () => (await messaging.call('messaging.messages.get', { intentId }, alice)).status === 'sent',
      20_000,
    );
    const sent = await messaging.call('messaging.messages.get', { intentId }, alice);
    expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sendAt));
    expect((await readFolder(mail, customer)).filter((m) => m.subject === 'Later')).toHaveLength(1);
  });

  it('threads a reply to a synced message under the thread’s root (In-Reply-To and References)', async () => {
    const first = await messaging.call(
      'messaging.messages.send',
      { intentId: crypto.randomUUID(), to: [{ address: customer.address }], subject: 'Proposal', html: '<p>Hi</p>' },
      alice,
    );
    await eventually(async () => (await readFolder(mail, customer)).some((m) => m.messageId === first.messageId));
    const answer = `<${crypto.randomUUID()}@mail.test>`;
    await nodemailer
      .createTransport({
        host: mail.host,
        port: mail.smtpPort,
        ignoreTLS: true,
        auth: { user: customer.address, pass: customer.password },
      })
      .sendMail({
        from: customer.address,
        to: rep.address,
        subject: 'Re: Proposal',
        text: 'Sounds good',
        messageId: answer,
        inReplyTo: first.messageId,
        references: first.messageId,
      });
    const [mailbox] = (await messaging.call('messaging.mailboxes.list', {}, alice)).items;
    // Synced: the mailbox has seen the answer (the recorded thread root is the first message).
    await eventually(async () => {
      await messaging.call('messaging.mailboxes.sync', { id: mailbox?.id ?? '' }, alice);
      const seen = await messaging.asOwner((db) =>
        db.query('SELECT thread_id FROM messaging.messages WHERE rfc_message_id = $1', [answer]),
      );
      return seen.rows.length === 1;
    }, 20_000);

    const reply = await messaging.call(
      'messaging.messages.send',
      {
        intentId: crypto.randomUUID(),
        to: [{ address: customer.address }],
        subject: 'Re: Proposal',
        html: '<p>Great</p>',
        inReplyTo: answer,
      },
      alice,
    );
    await eventually(async () => (await readFolder(mail, customer)).some((m) => m.messageId === reply.messageId));
    const received = (await readFolder(mail, customer)).find((m) => m.messageId === reply.messageId);
    expect(header(received?.source ?? '', 'In-Reply-To')).toBe(answer);
    expect(header(received?.source ?? '', 'References')).toBe(`${first.messageId} ${answer}`);
  });

  it('keeps workspace templates: anyone uses them, only the author or an admin changes them, stale saves conflict', async () => {
    const saved = await messaging.call(
      'messaging.templates.create',
      { name: 'Intro', subject: 'Hello {{contact.company}}', body: 'Hi {{contact.firstName|there}}' },
      alice,
    );
    expect((await messaging.call('messaging.templates.list', {}, colleague)).items.map((t) => t.name)).toEqual([
      'Intro',
    ]);
    await expect(
      messaging.call('messaging.templates.update', { id: saved.id, patch: { ...saved, name: 'Mine' } }, colleague),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const renamed = await messaging.call(
      'messaging.templates.update',
      { id: saved.id, patch: { name: 'Intro v2', subject: saved.subject, body: saved.body, version: saved.version } },
      alice,
    );
    expect(renamed).toMatchObject({ name: 'Intro v2', version: 2 });
    await expect(
      messaging.call(
        'messaging.templates.update',
        { id: saved.id, patch: { name: 'Stale', subject: saved.subject, body: saved.body, version: saved.version } },
        alice,
      ),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      messaging.call('messaging.templates.create', { name: 'Bad', subject: 'x', body: '{{deal.amount}}' }, alice),
    ).rejects.toMatchObject({ code: 'bad_input' });
    // Another workspace sees none of them.
    const stranger = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    expect((await messaging.call('messaging.templates.list', {}, stranger)).items).toEqual([]);
  });
});
