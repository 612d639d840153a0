import { startService } from '@smartcrm/kit';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { identityService } from '../../../services/identity/src/app';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { readFolder } from '../../support/mailbox-reader';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/**
 * crm and identity on one database and NATS, identity sending through a real mail server: a
 * visitor's booking confirmation arrives once, with an invitation their calendar can add.
 */
describe('booking confirmation mail (service level)', () => {
  let crm: Crm;
  let identity: { stop: () => Promise<void> };
  let mail: MailServer;
  const tenant = crypto.randomUUID();
  const host = contextOf(tenant, { userId: crypto.randomUUID() });
  const visitor = { ...host, actor: null };

  beforeAll(async () => {
    mail = await startMailServer(['sender', 'vera']);
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const sender = mail.users[0]!;
    identity = await startService(identityService, {
      ...crm.env,
      SMTP_URL: `smtp://${encodeURIComponent(sender.address)}:${encodeURIComponent(sender.password)}@${mail.host}:${mail.smtpPort}`,
      MAIL_FROM: `Acme bookings <${sender.address}>`,
    });
    const { userId, role, email } = host.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: 'Hana Host' });
    await eventually(async () => (await crm.call('crm.members.list', {}, host)).items.length === 1);
  });
  afterAll(async () => {
    await identity?.stop();
    await crm?.stop();
    await mail?.stop();
  });

  it('mails the visitor once: their time, reschedule and cancel links, and a METHOD:REQUEST .ics in UTC', async () => {
    await crm.call(
      'crm.meeting_types.create',
      {
        name: 'Intro call',
        slug: 'intro',
        durationMinutes: 30,
        minimumNoticeHours: 0,
        maximumDaysAhead: 30,
        hostUserId: host.actor!.userId,
        timeZone: 'Asia/Tokyo',
        availability: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({
          weekday,
          start: '09:00',
          end: '10:00',
        })),
        questions: [],
      },
      host,
    );
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const slots = await crm.call(
      'crm.bookings.slots',
      { slug: 'intro', query: { from: day, to: day, timeZone: 'UTC' } },
      visitor,
    );
    const slot = slots.days.flatMap((d) => d.slots)[0]!;
    const vera = mail.users[1]!;
    const booked = await crm.call(
      'crm.bookings.book',
      {
        slug: 'intro',
        booking: {
          startsAt: slot.startsAt,
          timeZone: 'America/New_York',
          name: 'Vera Visitor',
          email: vera.address,
          answers: {},
        },
        linkBase: 'http://localhost:3000/?tenant=acme',
      },
      visitor,
    );

    await eventually(async () => (await readFolder(mail, vera)).length === 1, 20_000);
    const [message] = await readFolder(mail, vera);
    const parsed = await simpleParser(message!.source);
    const link = `http://localhost:3000/booking/${booked.token}?tenant=acme`;
    expect(parsed.subject).toMatch(/^Confirmed: Intro call with Hana Host on /);
    expect(parsed.text).toContain('(America/New_York)');
    expect(parsed.text).toContain(`Reschedule: ${link}&reschedule=1`);
    expect(parsed.text).toContain(`Cancel: ${link}`);

    const invite = parsed.attachments.find((a) => a.filename === 'invite.ics');
    expect(invite?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(invite!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.endsAt);
    expect(event.organizer).toMatch(/^mailto:/i);
    expect(String(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('attendee'))).toMatch(
      new RegExp(`mailto:${vera.address}`, 'i'),
    );

    // The fact delivered again (a redelivery after a crash) sends nothing more: a second booking,
    // whose event comes after it in the stream, is the only other mail.
    const [appointment] = (await crm.call('crm.appointments.list', { from: slot.startsAt, to: slot.endsAt }, host))
      .items;
    const bookingId = await crm.asOwner(async (db) => {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM crm.bookings WHERE token = $1', [booked.token]);
      return rows[0]!.id;
    });
    await crm.publish('crm.booking.created', tenant, {
      bookingId,
      meetingTypeId: crypto.randomUUID(),
      appointmentId: appointment!.id,
      contactId: crypto.randomUUID(),
      hostUserId: host.actor!.userId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      email: vera.address,
      name: 'Vera Visitor',
      timeZone: 'America/New_York',
    });
    const next = slots.days.flatMap((d) => d.slots)[1]!;
    await crm.call(
      'crm.bookings.book',
      {
        slug: 'intro',
        booking: { startsAt: next.startsAt, timeZone: 'UTC', name: 'Vera Visitor', email: vera.address, answers: {} },
        linkBase: 'http://localhost:3000/?tenant=acme',
      },
      visitor,
    );
    await eventually(async () => (await readFolder(mail, vera)).length >= 2, 20_000);
    const all = await Promise.all((await readFolder(mail, vera)).map((m) => simpleParser(m.source)));
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('(UTC)');
  });
});
