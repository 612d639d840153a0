import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { signIn } from '../support/workspace-users';

const hour = 3_600_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const badgeWindow = () => `from=${encodeURIComponent(isoIn(-2 * hour))}&to=${encodeURIComponent(isoIn(6 * hour))}`;

describe('the dashboard over HTTP', () => {
  it("saves a user's layout and hands it to another session of that user only", async () => {
    const { client, slug, owner } = await signUpWorkspace('dl');
    expect((await client.get('/api/dashboard/layout')).body).toBeNull();

    const layout = { order: ['recent-activity-section', 'kpi-cards-section'], hidden: ['tasks-section'] };
    const saved = await client.request('PUT', '/api/dashboard/layout', layout);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(layout);

    const otherSession = await signIn(slug, owner);
    expect((await otherSession.get('/api/dashboard/layout')).body).toMatchObject(layout);

    const stranger = await signUpWorkspace('dl');
    expect((await stranger.client.get('/api/dashboard/layout')).body).toBeNull();

    expect((await client.request('DELETE', '/api/dashboard/layout')).body).toBeNull();
    expect((await otherSession.get('/api/dashboard/layout')).body).toBeNull();
  });

  it('refuses a layout with unknown, repeated or no sections, naming the field', async () => {
    const { client } = await signUpWorkspace('dl');
    const unknown = await client.request('PUT', '/api/dashboard/layout', { order: ['nope-section'], hidden: [] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('order');
    expect((await client.request('PUT', '/api/dashboard/layout', { order: [], hidden: [] })).status).toBe(400);
    const twice = { order: ['kpi-cards-section', 'kpi-cards-section'], hidden: [] };
    expect((await client.request('PUT', '/api/dashboard/layout', twice)).status).toBe(400);
  });

  it("counts hot contacts, pending tasks and the day's scheduled appointments of the tenant only", async () => {
    const { client } = await signUpWorkspace('db');
    const other = await signUpWorkspace('db');
    for (const name of ['Hot One', 'Hot Two']) {
      await client.post('/api/contacts', { name, email: `${name.replace(' ', '.')}@db.test`, interestLevel: 'hot' });
    }
    await client.post('/api/contacts', { name: 'Warm One', email: 'warm@db.test', interestLevel: 'warm' });
    await client.post('/api/tasks', { title: 'Open task' });
    const { body: done } = await client.post('/api/tasks', { title: 'Finished task' });
    await client.post(`/api/tasks/${done.id}/complete`, { version: done.version });
    await client.post('/api/appointments', { title: 'Soon', startsAt: isoIn(hour) });
    await client.post('/api/appointments', { title: 'Next week', startsAt: isoIn(7 * 24 * hour) });
    // The other workspace has one of everything; none of it is ours to count.
    await other.client.post('/api/contacts', { name: 'Their Hot', email: 'hot@other.test', interestLevel: 'hot' });
    await other.client.post('/api/tasks', { title: 'Their task' });
    await other.client.post('/api/appointments', { title: 'Theirs', startsAt: isoIn(hour) });

    const badge = await client.get(`/api/dashboard/badge?${badgeWindow()}`);
    expect(badge.status).toBe(200);
    expect(badge.body).toEqual({ hotContacts: 2, pendingTasks: 1, todayAppointments: 1, total: 4 });
    expect((await other.client.get(`/api/dashboard/badge?${badgeWindow()}`)).body.total).toBe(3);
    expect((await client.get('/api/dashboard/badge?from=yesterday&to=x')).status).toBe(400);
  });

  it("lists the tenant's newest timeline entries, six unless told, never another tenant's", async () => {
    const { client } = await signUpWorkspace('da');
    const other = await signUpWorkspace('da');
    const { body: contact } = await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@da.test' });
    for (let i = 1; i <= 7; i++) {
      await client.post(`/api/contacts/${contact.id}/activities`, {
        kind: 'note',
        body: `Note ${i}`,
        occurredAt: isoIn(-10 * hour + i * 60_000),
      });
    }
    await client.post(`/api/contacts/${contact.id}/activities`, {
      kind: 'call',
      outcome: 'connected',
      durationSeconds: 60,
      occurredAt: isoIn(-hour),
    });
    const { body: theirs } = await other.client.post('/api/contacts', { name: 'Theirs', email: 'x@other.test' });
    await other.client.post(`/api/contacts/${theirs.id}/activities`, { kind: 'note', body: 'Secret' });

    const feed = await client.get('/api/dashboard/recent-activity?kind=note,call');
    expect(feed.status).toBe(200);
    expect(feed.body).toHaveLength(6);
    expect(feed.body[0]).toMatchObject({ kind: 'call', contactName: 'Grace Hopper' });
    expect(feed.body.slice(1).map((a) => a.body)).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3']);
    expect(JSON.stringify(feed.body)).not.toContain('Secret');
    const calls = await client.get('/api/dashboard/recent-activity?kind=call,email&limit=10');
    expect(calls.body.map((a) => a.kind)).toEqual(['call']);
  });
});
