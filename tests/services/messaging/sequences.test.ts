import type { Contact } from '@smartcrm/contracts';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft, readFolder } from '../../support/mailbox-reader';
import { type MailServer, type MailUser, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

const contactOf = (id: string, user: MailUser, firstName: string): Contact => ({
  id,
  name: `${firstName} Test`,
  firstName,
  lastName: 'Test',
  email: user.address,
  phone: null,
  company: 'Acme',
  companyId: null,
  position: null,
  title: null,
  industry: null,
  status: 'lead',
  interestLevel: 'medium',
  source: null,
  tags: [],
  notes: null,
  socialProfiles: {},
  customFields: {},
  location: {},
  preferredContact: 'email',
  avatarSrc: null,
  isFavorite: false,
  leadScore: null,
  lastContact: null,
  ownerId: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  version: 1,
});

/**
 * Sequences against a real Dovecot + Postfix with the messaging service as its own process: it is
 * killed (SIGKILL) during a sequence and each recipient still gets each step once; a contact's
 * reply, found by sync (taken over from the killed instance once its lease lapses), stops their sequence. Steps hours apart are made due by moving their time
 * in the database (the test cannot wait hours).
 */
describe('email sequences (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  const tenant = crypto.randomUUID();
  const alice = contextOf(tenant, { userId: crypto.randomUUID() });
  const recipientNames = ['ann', 'ben', 'cat', 'dan', 'eve'];
  const contacts = new Map<string, Contact>();
  let mailboxId = '';
  let templateIds: string[] = [];

  beforeAll(async () => {
    mail = await startMailServer(['rep', ...recipientNames, 'rose']);
    messaging = (await startServiceForTest(
      messagingService,
      {
        MAIL_ALLOW_PLAINTEXT: 'true',
        MAIL_SEND_POLL_MS: '200',
        MAIL_SEND_LEASE_MS: '1000',
        MAIL_SYNC_INTERVAL_MS: '500',
        MAIL_SYNC_LEASE_MS: '1500',
        MAIL_SEQUENCE_POLL_MS: '200',
        MAIL_SEQUENCE_SENDS_PER_MINUTE: '600',
      },
      { asProcess: true },
    )) as unknown as Messaging;
    for (const user of mail.users.slice(1)) {
      const id = crypto.randomUUID();
      contacts.set(id, contactOf(id, user, user.address.split('@')[0] ?? ''));
    }
    await messaging.answer('crm.contacts.get', ({ id }) => {
      const found = contacts.get(id);
      if (!found) throw new Error('no such contact');
      return found;
    });
    const rep = mail.users[0] as MailUser;
    // The process was just started: on CI's loaded cores its first sign-in has missed the 25 s check
    // twice (here only, never on a second try), so a time-out gets one more go.
    const connect = () => messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, rep), alice);
    const first = await connect().catch((error: unknown) => {
      if (!/did not answer in time/.test(JSON.stringify(error) + String(error))) throw error;
      return null;
    });
    mailboxId = (first ?? (await connect())).id;
    templateIds = [];
    for (const n of [1, 2, 3]) {
      const t = await messaging.call(
        'messaging.templates.create',
        {
          name: `Step ${n}`,
          subject: `Step ${n} for {{contact.company}}`,
          body: `Hi {{contact.firstName}}, step ${n}.`,
        },
        alice,
      );
      templateIds.push(t.id);
    }
  }, 120_000);
  afterAll(async () => {
    // The mail server stops even when the service's stop fails (it outlived a failed run once).
    try {
      await messaging?.stop();
    } finally {
      await mail?.stop();
    }
  });

  const createSequence = (name: string, from = mailboxId) =>
    messaging.call(
      'messaging.sequences.create',
      {
        name,
        mailboxId: from,
        steps: templateIds.map((templateId, i) => ({ templateId, delayHours: i === 0 ? 0 : 24 })),
        // Always open, so the test does not depend on the hour it runs at.
        timeZone: 'UTC',
        windowStartHour: 0,
        windowEndHour: 24,
        weekdaysOnly: false,
        linkBase: 'http://crm.test',
      },
      alice,
    );
  /** Makes every waiting step of a sequence due now, as if its delay had passed. */
  const timeTravel = (sequenceId: string) =>
    messaging.asOwner((db) =>
      db.query(
        "UPDATE messaging.sequence_enrolments SET next_at = now() WHERE sequence_id = $1 AND status = 'active'",
        [sequenceId],
      ),
    );
  const enrolments = async (id: string) =>
    (await messaging.call('messaging.sequences.enrolments', { id, limit: 50 }, alice)).items;
  const userOf = (contactId: string) =>
    mail.users.find((u) => u.address === contacts.get(contactId)?.email) as MailUser;
  const stepsIn = async (user: MailUser) =>
    (await readFolder(mail, user)).map((m) => m.subject).filter((s) => s.startsWith('Step '));

  it('sends each step to each recipient once although the process is killed twice mid-sequence', async () => {
    const sequence = await createSequence('Outreach');
    const ids = [...contacts.keys()].slice(0, recipientNames.length);
    await messaging.call('messaging.sequences.enrol', { id: sequence.id, contacts: { contactIds: ids } }, alice);
    await eventually(async () => (await enrolments(sequence.id)).length === ids.length, 20_000);

    // Killed as soon as the first mail of step 1 arrives, then again during step 2.
    await eventually(async () => (await stepsIn(userOf(ids[0] ?? ''))).length > 0, 30_000);
    await messaging.kill();
    await messaging.restart();
    await eventually(async () => (await enrolments(sequence.id)).every((e) => e.step >= 1), 90_000);
    await timeTravel(sequence.id);
    await eventually(
      async () => (await Promise.all(ids.map((id) => stepsIn(userOf(id))))).some((s) => s.length >= 2),
      30_000,
    );
    await messaging.kill();
    await messaging.restart();
    await eventually(async () => {
      await timeTravel(sequence.id);
      return (await enrolments(sequence.id)).every((e) => e.status === 'completed');
    }, 120_000);
    // The outbox settles what was in hand-off at a kill (sent if filed in Sent, else failed, never resent).
    await eventually(async () => {
      const rows = await messaging.asOwner((db) =>
        db.query("SELECT 1 FROM messaging.outbound_messages WHERE status IN ('queued', 'sending')"),
      );
      return rows.rows.length === 0;
    }, 30_000);

    // Each step of each enrolment was queued once (one intent per step, however often its job ran).
    const sends = await messaging.asOwner(async (db) => {
      const { rows } = await db.query<{ message_id: string; status: string; enrolment_id: string; step: number }>(
        'SELECT rfc_message_id AS message_id, status, enrolment_id, step FROM messaging.outbound_messages WHERE enrolment_id IS NOT NULL',
      );
      return rows;
    });
    expect(sends).toHaveLength(ids.length * 3);
    expect(new Set(sends.map((r) => `${r.enrolment_id}:${r.step}`)).size).toBe(ids.length * 3);
    const inboxes = (await Promise.all(ids.map((id) => readFolder(mail, userOf(id))))).flat();
    const copies = (messageId: string) => inboxes.filter((m) => m.messageId === messageId).length;
    // Sent: arrived exactly once. Failed: a hand-off cut by the kill, never repeated (at most once).
    for (const send of sends) {
      if (send.status === 'sent') expect(copies(send.message_id), `step ${send.step}`).toBe(1);
      else expect(copies(send.message_id), `step ${send.step}`).toBeLessThanOrEqual(1);
    }
    let received = 0;
    for (const id of ids) {
      const subjects = await stepsIn(userOf(id));
      expect(subjects.length, userOf(id).address).toBe(new Set(subjects).size);
      received += subjects.length;
    }
    // Only a hand-off in flight at one of the two kills may be missing.
    expect(received).toBeGreaterThanOrEqual(ids.length * 3 - 2);
    const figures = (await messaging.call('messaging.sequences.get', { id: sequence.id }, alice)).figures;
    expect(figures).toMatchObject({
      enrolled: ids.length,
      completed: ids.length,
      sent: sends.filter((r) => r.status === 'sent').length,
    });
  }, 300_000);

  it('stops a three-step sequence when the contact replies', async () => {
    const sequence = await createSequence('Follow-up');
    const rose = mail.users.find((u) => u.address.startsWith('rose@')) as MailUser;
    const roseId = [...contacts.entries()].find(([, c]) => c.email === rose.address)?.[0] ?? '';
    await messaging.call('messaging.sequences.enrol', { id: sequence.id, contacts: { contactIds: [roseId] } }, alice);
    await eventually(async () => (await stepsIn(rose)).length === 1, 30_000);
    const [first] = await readFolder(mail, rose);

    await nodemailer
      .createTransport({
        host: mail.host,
        port: mail.smtpPort,
        ignoreTLS: true,
        auth: { user: rose.address, pass: rose.password },
      })
      .sendMail({
        from: rose.address,
        to: mail.users[0]?.address,
        subject: `Re: ${first?.subject}`,
        text: 'Not interested, thanks',
        inReplyTo: first?.messageId,
      });
    await eventually(async () => (await enrolments(sequence.id))[0]?.status === 'replied', 30_000);
    await timeTravel(sequence.id);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await stepsIn(rose)).toEqual(['Step 1 for Acme']);
    expect((await enrolments(sequence.id))[0]).toMatchObject({ status: 'replied', step: 1 });
    expect((await messaging.call('messaging.sequences.get', { id: sequence.id }, alice)).figures).toMatchObject({
      replied: 1,
      sent: 1,
    });
  }, 120_000);

  it('tracks a link of a sequence mail: a follow is counted and goes to its address, a changed address nowhere', async () => {
    const template = await messaging.call(
      'messaging.templates.create',
      {
        name: 'Pricing',
        subject: 'Our pricing',
        body: 'Hi {{contact.firstName}}, see https://acme.test/pricing?plan=pro&seats=5.',
      },
      alice,
    );
    const sequence = await messaging.call(
      'messaging.sequences.create',
      {
        name: 'Pricing',
        mailboxId,
        steps: [{ templateId: template.id, delayHours: 0 }],
        timeZone: 'UTC',
        windowStartHour: 0,
        windowEndHour: 24,
        weekdaysOnly: false,
        linkBase: 'http://crm.test',
      },
      alice,
    );
    const eve = mail.users.find((u) => u.address.startsWith('eve@')) as MailUser;
    const eveId = [...contacts.entries()].find(([, c]) => c.email === eve.address)?.[0] ?? '';
    await messaging.call('messaging.sequences.enrol', { id: sequence.id, contacts: { contactIds: [eveId] } }, alice);
    const received = async () => (await readFolder(mail, eve)).find((m) => m.subject === 'Our pricing');
    await eventually(async () => (await received()) !== undefined, 30_000);
    const { html } = await simpleParser((await received())?.source ?? '');
    const href = /href="(http:\/\/crm\.test\/api\/public\/click\/[^"]+)"/
      .exec(String(html))?.[1]
      ?.replace(/&amp;/g, '&');
    const link = new URL(href ?? '');
    const token = link.pathname.split('/').pop() ?? '';
    expect(link.searchParams.get('u')).toBe('https://acme.test/pricing?plan=pro&seats=5');

    const follow = (url: string) => messaging.call('messaging.track.click', { token, url }, alice);
    expect(await follow('https://acme.test/pricing?plan=pro&seats=5')).toEqual({
      url: 'https://acme.test/pricing?plan=pro&seats=5',
    });
    await expect(follow('https://evil.test/pricing')).rejects.toMatchObject({ code: 'not_found' });
    const { figures } = await messaging.call('messaging.sequences.get', { id: sequence.id }, alice);
    expect(figures).toMatchObject({ sent: 1, clicked: 1 });
  }, 120_000);

  it('marks an address bounced when sync finds the mail server’s DSN: its enrolments stop, and it is never enrolled again', async () => {
    const nobodyId = crypto.randomUUID();
    contacts.set(nobodyId, contactOf(nobodyId, { address: 'nobody@mail.test', password: '' }, 'Nobody'));
    const first = await createSequence('Cold');
    await messaging.call('messaging.sequences.enrol', { id: first.id, contacts: { contactIds: [nobodyId] } }, alice);
    // Postfix takes the mail, Dovecot has no such user: the DSN lands in the sender's INBOX and is synced.
    await eventually(async () => (await enrolments(first.id))[0]?.status === 'bounced', 60_000);
    const second = await createSequence('Colder');
    await messaging.call('messaging.sequences.enrol', { id: second.id, contacts: { contactIds: [nobodyId] } }, alice);
    await eventually(async () => (await enrolments(second.id))[0]?.status === 'bounced', 30_000);
    expect((await messaging.call('messaging.sequences.get', { id: second.id }, alice)).figures).toMatchObject({
      stopped: 1,
      sent: 0,
    });
  }, 120_000);
});
