import { type EventData, type EventType, eventSubject, eventTypes } from '@smartcrm/contracts';
import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const day = 86_400_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const dateIn = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** The next event of a type published for the tenant, while `act` runs. */
async function nextEvent<T extends EventType>(tenantId: string, type: T, act: () => Promise<unknown>) {
  const nc = await connect({ servers: inject('natsUrl') });
  const sub = nc.subscribe(eventSubject(type, tenantId), { max: 1, timeout: 5000 });
  await nc.flush();
  await act();
  let data: EventData<T> | undefined;
  for await (const message of sub)
    data = eventTypes[type].data.parse(JSON.parse(new TextDecoder().decode(message.data)).data) as EventData<T>;
  await nc.drain();
  return data;
}

describe('tasks over HTTP', () => {
  it('creates, lists by due date, completes with its event and reopens a task', async () => {
    const { client, tenantId, userId } = await signUpWorkspace('tk');
    const { body: contact } = await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@tk.test' });
    const { body: deal } = await client.post('/api/deals', { title: 'Engine licence', value: 500 });
    const created = await client.post('/api/tasks', {
      title: 'Send proposal',
      type: 'proposal',
      priority: 'high',
      dueDate: dateIn(-1),
      contactId: contact.id,
      dealId: deal.id,
      assistantThreadId: 'thread-42',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      assigneeId: userId,
      assigneeName: 'Olive Owner',
      contactName: 'Ada Lovelace',
      dealTitle: 'Engine licence',
      completed: false,
      version: 1,
    });
    await client.post('/api/tasks', { title: 'Call back', type: 'call', dueDate: dateIn(3) });
    await client.post('/api/tasks', { title: 'Someday' });

    const open = await client.get('/api/tasks?state=open&assignee=me');
    expect(open.body.items.map((t) => t.title)).toEqual(['Send proposal', 'Call back', 'Someday']);
    const overdue = await client.get(`/api/tasks?due=overdue&today=${dateIn(0)}`);
    expect(overdue.body.items.map((t) => t.title)).toEqual(['Send proposal']);
    const page1 = await client.get('/api/tasks?limit=2');
    const page2 = await client.get(`/api/tasks?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({ items: [{ title: 'Someday' }], nextCursor: null });

    const event = await nextEvent(tenantId, 'crm.task.completed', async () => {
      const done = await client.post(`/api/tasks/${created.body.id}/complete`, { version: 1 });
      expect(done.body).toMatchObject({ completed: true, completedBy: userId, version: 2 });
    });
    expect(event).toMatchObject({
      taskId: created.body.id,
      title: 'Send proposal',
      completedBy: userId,
      contactId: contact.id,
      dealId: deal.id,
      assistantThreadId: 'thread-42',
    });
    expect(Date.parse(event!.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.get('/api/tasks?state=completed')).body.items.map((t) => t.title)).toEqual(['Send proposal']);
    expect((await client.post(`/api/tasks/${created.body.id}/complete`)).body.version).toBe(2);

    const reopenedEvent = await nextEvent(tenantId, 'crm.task.reopened', async () => {
      const reopened = await client.post(`/api/tasks/${created.body.id}/reopen`, { version: 2 });
      expect(reopened.body).toMatchObject({ completed: false, completedAt: null, completedBy: null, version: 3 });
    });
    expect(reopenedEvent).toEqual({ taskId: created.body.id });

    const removed = await client.request('DELETE', `/api/tasks/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect((await client.get(`/api/tasks/${created.body.id}`)).status).toBe(404);
    expect((await client.post(`/api/tasks/${created.body.id}/restore`)).body.title).toBe('Send proposal');
  });

  it('names the bad field, refuses a stale version with the current task, and hides other tenants', async () => {
    const a = await signUpWorkspace('tka');
    const b = await signUpWorkspace('tkb');
    const noTitle = await a.client.post('/api/tasks', { title: ' ', priority: 'urgent' });
    expect(noTitle.status).toBe(400);
    const paths = noTitle.error?.details?.issues?.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.title', 'body.priority']));
    const { body: foreignContact } = await b.client.post('/api/contacts', { name: 'Not Yours', email: 'n@tkb.test' });
    const foreign = await a.client.post('/api/tasks', { title: 'Sneaky', contactId: foreignContact.id });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.details?.field).toBe('contactId');
    const badDeal = await a.client.post('/api/tasks', { title: 'Sneaky', dealId: crypto.randomUUID() });
    expect(badDeal.error?.details?.field).toBe('dealId');
    const badAssignee = await a.client.post('/api/tasks', { title: 'Sneaky', assigneeId: b.userId });
    expect(badAssignee.error?.details?.field).toBe('assigneeId');

    const { body: task } = await a.client.post('/api/tasks', { title: 'Contested' });
    expect(
      (await a.client.request('PATCH', `/api/tasks/${task.id}`, { priority: 'low', version: 1 })).body.version,
    ).toBe(2);
    const stale = await a.client.request('PATCH', `/api/tasks/${task.id}`, { title: 'Mine', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error?.details?.current).toMatchObject({ priority: 'low', version: 2 });
    expect((await a.client.post(`/api/tasks/${task.id}/complete`, { version: 1 })).status).toBe(409);

    expect((await b.client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await b.client.post(`/api/tasks/${task.id}/complete`)).status).toBe(404);
    expect((await b.client.request('PATCH', `/api/tasks/${task.id}`, { title: 'x', version: 2 })).status).toBe(404);
    expect((await b.client.get('/api/tasks')).body.items).toEqual([]);
  });

  it('limits a rep to own and assigned tasks and appointments when the workspace says so', async () => {
    const { client: owner, slug, tenantId } = await signUpWorkspace('tkvis');
    const rep = await addUser(tenantId, 'regular_user', slug);
    const repClient = await signIn(slug, rep);
    await owner.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' });
    const { body: hidden } = await owner.post('/api/tasks', { title: 'Owner only' });
    await owner.post('/api/tasks', { title: 'For the rep', assigneeId: rep.id });
    const { body: meeting } = await owner.post('/api/appointments', { title: 'Board', startsAt: isoIn(day) });
    expect((await repClient.get('/api/tasks')).body.items.map((t) => t.title)).toEqual(['For the rep']);
    expect((await repClient.get(`/api/tasks/${hidden.id}`)).status).toBe(404);
    expect((await repClient.get('/api/appointments/upcoming')).body.items).toEqual([]);
    expect((await repClient.get(`/api/appointments/${meeting.id}`)).status).toBe(404);
    expect((await owner.get('/api/tasks')).body.items).toHaveLength(2);
  });
});

describe('appointments over HTTP', () => {
  it('lists a range for the calendar and only scheduled future ones as upcoming, five by default', async () => {
    const { client, tenantId, userId } = await signUpWorkspace('ap');
    const { body: contact } = await client.post('/api/contacts', { name: 'Grace Hopper', email: 'g@ap.test' });
    const event = await nextEvent(tenantId, 'crm.appointment.created', async () => {
      const demo = await client.post('/api/appointments', {
        title: 'Product demo',
        type: 'demo',
        startsAt: isoIn(2 * day),
        endsAt: isoIn(2 * day + 3_600_000),
        contactId: contact.id,
        meetingUrl: 'https://meet.example.test/abc',
      });
      expect(demo.status).toBe(201);
      expect(demo.body).toMatchObject({ status: 'scheduled', ownerId: userId, contactName: 'Grace Hopper' });
    });
    expect(event).toMatchObject({ title: 'Product demo', type: 'demo', status: 'scheduled', contactId: contact.id });

    await client.post('/api/appointments', { title: 'Yesterday', startsAt: isoIn(-day) });
    const { body: cancelled } = await client.post('/api/appointments', { title: 'Called off', startsAt: isoIn(day) });
    await client.request('PATCH', `/api/appointments/${cancelled.id}`, { status: 'cancelled', version: 1 });
    for (const hours of [5, 4, 3, 2, 1, 6]) {
      await client.post('/api/appointments', {
        title: `In ${hours}h`,
        type: 'call',
        startsAt: isoIn(hours * 3_600_000),
      });
    }
    const upcoming = await client.get('/api/appointments/upcoming');
    expect(upcoming.body.items.map((a) => a.title)).toEqual(['In 1h', 'In 2h', 'In 3h', 'In 4h', 'In 5h']);
    const more = await client.get('/api/appointments/upcoming?limit=20');
    expect(more.body.items.map((a) => a.title)).toEqual([
      'In 1h',
      'In 2h',
      'In 3h',
      'In 4h',
      'In 5h',
      'In 6h',
      'Product demo',
    ]);

    const range = await client.get(
      `/api/appointments?from=${encodeURIComponent(isoIn(-2 * day))}&to=${encodeURIComponent(isoIn(day + 60_000))}`,
    );
    expect(range.body.items.map((a) => a.title)).toEqual([
      'Yesterday',
      'In 1h',
      'In 2h',
      'In 3h',
      'In 4h',
      'In 5h',
      'In 6h',
      'Called off',
    ]);
  });

  it('refuses an end before the start, a backwards or huge range, a stale version and other tenants', async () => {
    const a = await signUpWorkspace('apa');
    const b = await signUpWorkspace('apb');
    const backwards = await a.client.post('/api/appointments', {
      title: 'Odd',
      startsAt: isoIn(day),
      endsAt: isoIn(0),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.details?.field).toBe('endsAt');
    const noStart = await a.client.post('/api/appointments', { title: 'When?', type: 'lunch' });
    expect(noStart.error?.details?.issues?.map((i) => i.path)).toEqual(
      expect.arrayContaining(['body.startsAt', 'body.type']),
    );
    const huge = await a.client.get(`/api/appointments?from=${isoIn(0)}&to=${isoIn(100 * day)}`);
    expect(huge.status).toBe(400);
    expect(huge.error?.details?.field).toBe('to');

    const { body: appt } = await a.client.post('/api/appointments', { title: 'Kick-off', startsAt: isoIn(day) });
    const moved = await a.client.request('PATCH', `/api/appointments/${appt.id}`, {
      endsAt: isoIn(day + 1800_000),
      version: 1,
    });
    expect(moved.body.version).toBe(2);
    const early = await a.client.request('PATCH', `/api/appointments/${appt.id}`, { endsAt: isoIn(0), version: 2 });
    expect(early.error?.details?.field).toBe('endsAt');
    const stale = await a.client.request('PATCH', `/api/appointments/${appt.id}`, { title: 'Late', version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.error?.details?.current as { title?: string; version?: number } | undefined)?.version).toBe(2);

    expect((await b.client.get(`/api/appointments/${appt.id}`)).status).toBe(404);
    expect((await b.client.request('DELETE', `/api/appointments/${appt.id}`)).status).toBe(404);
    expect((await b.client.get('/api/appointments/upcoming')).body.items).toEqual([]);
  });
});
