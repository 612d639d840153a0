import { describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';

const day = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A workspace with one meeting type: half an hour at 09:00 Tokyo every day, so each day has one last slot. */
async function workspaceWithBookingPage(prefix: string) {
  const workspace = await signUpWorkspace(prefix);
  const created = await workspace.client.post('/api/meeting-types', {
    name: 'Intro call',
    slug: 'intro',
    durationMinutes: 30,
    minimumNoticeHours: 0,
    maximumDaysAhead: 30,
    hostUserId: workspace.userId,
    timeZone: 'Asia/Tokyo',
    availability: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({
      weekday,
      start: '09:00',
      end: '09:30',
    })),
    questions: [{ id: 'company', label: 'Company', field: 'company', required: false }],
  });
  expect(created.status).toBe(201);
  return { ...workspace, visitor: new ApiClient(workspace.slug) };
}

const slotsPath = (zone: string): `/api/booking/intro/slots?${string}` =>
  `/api/booking/intro/slots?from=${dateIn(0)}&to=${dateIn(7)}&timeZone=${zone}`;

describe('booking pages over HTTP', () => {
  it('shows a visitor the free times in their zone, books one, and answers 409 with the next ones when it is gone', async () => {
    const { client, visitor, userId } = await workspaceWithBookingPage('bk');
    const page = await visitor.get('/api/booking/intro');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: 'Intro call', durationMinutes: 30, hostTimeZone: 'Asia/Tokyo' });

    const slots = await visitor.get(slotsPath('America/New_York'));
    expect(slots.status).toBe(200);
    const free = slots.body.days.flatMap((d) => d.slots);
    // 09:00 in Tokyo is 19:00 or 20:00 of the day before in New York.
    const hourInNewYork = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(iso),
      );
    expect(['19', '20']).toContain(hourInNewYork(free[0]!.startsAt));
    const [first, second] = free;

    const booking = { timeZone: 'America/New_York', name: 'Vic Visitor', answers: { company: 'Initech' } };
    const booked = await visitor.post('/api/booking/intro', {
      ...booking,
      startsAt: first!.startsAt,
      email: 'vic@visitor.test',
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', startsAt: first!.startsAt, name: 'Vic Visitor' });

    const late = await new ApiClient(visitor.tenant).post('/api/booking/intro', {
      ...booking,
      startsAt: first!.startsAt,
      email: 'late@visitor.test',
    });
    expect(late.status).toBe(409);
    const { nextSlots } = late.error!.details as { nextSlots: { startsAt: string }[] };
    expect(nextSlots[0]!.startsAt).toBe(second!.startsAt);

    // The host sees the meeting on the calendar at the same instant, with the visitor as its contact.
    const calendar = await client.get(
      `/api/appointments?from=${encodeURIComponent(first!.startsAt)}&to=${encodeURIComponent(second!.startsAt)}&owner=${userId}`,
    );
    expect(calendar.body.items).toMatchObject([
      { startsAt: first!.startsAt, title: 'Intro call with Vic Visitor', contactName: 'Vic Visitor' },
    ]);

    const cancelled = await visitor.post(`/api/booking-links/${booked.body.token}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await visitor.get(slotsPath('America/New_York'));
    expect(again.body.days.flatMap((d) => d.slots)[0]!.startsAt).toBe(first!.startsAt);
  });

  it('refuses a time zone that does not exist, naming the field', async () => {
    const { visitor } = await workspaceWithBookingPage('bz');
    const bad = await visitor.get(slotsPath('Mars/Olympus_Mons'));
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('timeZone');
    const booking = await visitor.post('/api/booking/intro', {
      startsAt: new Date(Date.now() + day).toISOString(),
      timeZone: 'Not/AZone',
      name: 'X',
      email: 'x@visitor.test',
    });
    expect(booking.status).toBe(400);
    expect(booking.error?.message).toContain('timeZone');
  });

  it('finds neither another workspace’s page nor its booking links', async () => {
    const a = await workspaceWithBookingPage('ba');
    const b = await signUpWorkspace('bb');
    const other = new ApiClient(b.slug);
    expect((await other.get('/api/booking/intro')).status).toBe(404);
    expect((await other.get(slotsPath('UTC'))).status).toBe(404);
    const [slot] = (await a.visitor.get(slotsPath('UTC'))).body.days.flatMap((d) => d.slots);
    const booked = await a.visitor.post('/api/booking/intro', {
      startsAt: slot!.startsAt,
      timeZone: 'UTC',
      name: 'Ann',
      email: 'ann@visitor.test',
    });
    expect(booked.status).toBe(201);
    expect((await other.get(`/api/booking-links/${booked.body.token}`)).status).toBe(404);
    expect((await other.post(`/api/booking-links/${booked.body.token}/cancel`)).status).toBe(404);
    expect((await a.visitor.get(`/api/booking-links/${booked.body.token}`)).body.status).toBe('confirmed');
  });

  it('keeps meeting types to people who may use the calendar', async () => {
    const { client } = await workspaceWithBookingPage('bm');
    expect((await client.get('/api/meeting-types')).body.items.map((t) => t.slug)).toEqual(['intro']);
    expect((await new ApiClient(client.tenant).get('/api/meeting-types')).status).toBe(401);
  });
});
