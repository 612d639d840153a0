import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { type CalDavServer, startCalDavServer } from '../support/caldav-server';
import { addUser, signIn } from '../support/workspace-users';

const dayMs = 86_400_000;

/** Connecting a calendar over HTTP against a real CalDAV server (Radicale). */
describe('calendar sync API', () => {
  let caldav: CalDavServer;
  beforeAll(async () => {
    caldav = await startCalDavServer(['rep']);
  });
  afterAll(() => caldav?.stop());

  it('connects with the right password only, shows the sync state to its owner alone, and disconnects', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('cal');
    const rep = caldav.users[0]!;
    const draft = { url: caldav.url, username: rep.username, password: rep.password };

    const refused = await client.post('/api/calendar-sync', { ...draft, password: 'not-it' });
    expect(refused.status).toBe(400);
    expect(refused.error?.details).toMatchObject({ field: 'password' });
    const malformed = await client.post('/api/calendar-sync', { ...draft, url: 'ftp://calendar.test/' });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.error?.details)).toContain('url');

    const connected = await client.post('/api/calendar-sync', draft);
    expect(connected.status).toBe(201);
    expect(connected.body).toMatchObject({ status: 'connected', calendarUrl: rep.calendarUrl, calendarName: 'Work' });
    expect(JSON.stringify(connected.body)).not.toContain(rep.password);

    const listed = await client.get('/api/calendar-sync');
    expect(listed.body.items.map((c) => c.id)).toEqual([connected.body.id]);
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 7 * dayMs).toISOString();
    const busy = await client.get(
      `/api/calendar-sync/busy?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(busy.status).toBe(200);
    expect(busy.body.items).toEqual([]);

    // Another user of the workspace neither sees nor removes it.
    const colleague = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await colleague.get('/api/calendar-sync')).body.items).toEqual([]);
    expect((await colleague.request('DELETE', `/api/calendar-sync/${connected.body.id}`)).status).toBe(404);

    expect((await client.request('DELETE', `/api/calendar-sync/${connected.body.id}`)).status).toBe(200);
    expect((await client.get('/api/calendar-sync')).body.items).toEqual([]);
  });
});
