import { AppError, type MeetingTypeInput } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/** crm alone, on real Postgres: booking pages never give one time to two visitors. */
describe('booking pages (service level)', () => {
  let crm: Crm;
  const tenant = crypto.randomUUID();
  const host = contextOf(tenant, { userId: crypto.randomUUID() });
  const visitor = { ...host, actor: null };

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const { userId, role, email } = host.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: 'Hana Host' });
    await eventually(async () => (await crm.call('crm.members.list', {}, host)).items.length === 1);
  });
  afterAll(() => crm?.stop());

  /** One half hour a day (09:00 Tokyo), every day: each day's slot is that day's last. */
  const oneSlotADay = (slug: string): MeetingTypeInput => ({
    name: 'Intro call',
    slug,
    durationMinutes: 30,
    minimumNoticeHours: 0,
    maximumDaysAhead: 30,
    hostUserId: host.actor!.userId,
    timeZone: 'Asia/Tokyo',
    availability: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({
      weekday,
      start: '09:00',
      end: '09:30',
    })),
    questions: [{ id: 'company', label: 'Your company', field: 'company', required: true }],
  });
  const slotsOf = async (slug: string) => {
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const reply = await crm.call(
      'crm.bookings.slots',
      { slug, query: { from: today, to: later, timeZone: 'UTC' } },
      visitor,
    );
    return reply.days.flatMap((d) => d.slots);
  };
  const book = (slug: string, startsAt: string, email: string) =>
    crm.call(
      'crm.bookings.book',
      {
        slug,
        booking: { startsAt, timeZone: 'Europe/Lisbon', name: 'Vera Visitor', email, answers: { company: 'Acme' } },
      },
      visitor,
    );

  it('gives the last free slot to one of two racing visitors and tells the other the next free ones', async () => {
    await crm.call('crm.meeting_types.create', oneSlotADay('race'), host);
    const [first, second] = await slotsOf('race');
    const results = await Promise.allSettled([
      book('race', first!.startsAt, 'one@race.test'),
      book('race', first!.startsAt, 'two@race.test'),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const error = lost[0]!.reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('conflict');
    expect((error.details as { nextSlots: { startsAt: string }[] }).nextSlots[0]!.startsAt).toBe(second!.startsAt);

    const appointments = await crm.call(
      'crm.appointments.list',
      { from: first!.startsAt, to: second!.startsAt, owner: host.actor!.userId },
      host,
    );
    expect(appointments.items.map((a) => [a.startsAt, a.title])).toEqual([
      [new Date(first!.startsAt).toISOString(), 'Intro call with Vera Visitor'],
    ]);
    expect((await slotsOf('race'))[0]!.startsAt).toBe(second!.startsAt);
  });

  it('matches the contact by email, puts the meeting on its timeline, and moves or frees the time by the link', async () => {
    await crm.call('crm.meeting_types.create', oneSlotADay('links'), host);
    const known = await crm.call('crm.contacts.create', { name: 'Known Person', email: 'known@links.test' }, host);
    const [first, second] = await slotsOf('links');
    const booked = await book('links', first!.startsAt, 'KNOWN@links.test');
    const [appointment] = (
      await crm.call(
        'crm.appointments.list',
        { from: first!.startsAt, to: second!.endsAt, owner: host.actor!.userId },
        host,
      )
    ).items;
    expect(appointment).toMatchObject({ contactId: known.id, description: 'Your company: Acme' });
    await eventually(async () => {
      const timeline = await crm.call(
        'crm.activities.list',
        { parent: { contactId: known.id }, kind: ['appointment'] },
        host,
      );
      return timeline.items.length === 1;
    });

    const moved = await crm.call(
      'crm.bookings.reschedule',
      { token: booked.token, change: { startsAt: second!.startsAt, timeZone: 'UTC' } },
      visitor,
    );
    expect(moved.startsAt).toBe(new Date(second!.startsAt).toISOString());
    expect((await crm.call('crm.appointments.get', { id: appointment!.id }, host)).startsAt).toBe(moved.startsAt);
    expect((await slotsOf('links'))[0]!.startsAt).toBe(first!.startsAt);

    const cancelled = await crm.call('crm.bookings.cancel', { token: booked.token }, visitor);
    expect(cancelled.status).toBe('cancelled');
    expect((await crm.call('crm.appointments.get', { id: appointment!.id }, host)).status).toBe('cancelled');
    expect((await slotsOf('links')).slice(0, 2).map((s) => s.startsAt)).toEqual([first!.startsAt, second!.startsAt]);
    await expect(crm.call('crm.bookings.cancel', { token: booked.token }, visitor)).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('refuses a time the meeting type never offers and a missing required answer, naming the field', async () => {
    await crm.call('crm.meeting_types.create', oneSlotADay('refusals'), host);
    const [first] = await slotsOf('refusals');
    const offHours = new Date(new Date(first!.startsAt).getTime() + 3_600_000).toISOString();
    await expect(book('refusals', offHours, 'a@refusals.test')).rejects.toMatchObject({
      code: 'bad_input',
      details: { field: 'startsAt' },
    });
    await expect(
      crm.call(
        'crm.bookings.book',
        { slug: 'refusals', booking: { startsAt: first!.startsAt, timeZone: 'UTC', name: 'N', email: 'n@r.test' } },
        visitor,
      ),
    ).rejects.toMatchObject({ code: 'bad_input', details: { field: 'answers.company' } });
    await expect(
      crm.call(
        'crm.bookings.meeting_type',
        { slug: 'refusals' },
        contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() }),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
