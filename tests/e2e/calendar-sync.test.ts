import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { type CalDavServer, startCalDavServer } from '../support/caldav-server';

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Calendar sync in the browser against a real Radicale: a rep connects their calendar under
 * Calendar sync, an appointment they make appears in it, and a meeting already in it shows on
 * /calendar as a read-only busy block.
 */
describe('calendar sync in the browser', () => {
  let browser: Browser;
  let caldav: CalDavServer;
  beforeAll(async () => {
    [browser, caldav] = await Promise.all([launchBrowser(), startCalDavServer(['rep'])]);
  });
  afterAll(async () => {
    await browser?.close();
    await caldav?.stop();
  });

  it('connects a calendar, writes appointments to it and shows its busy times on the calendar', async () => {
    const rep = caldav.users[0]!;
    const { slug, owner, client } = await signUpWorkspace('calsync');
    // Tomorrow 10:00–11:00 in the browser's zone (UTC here): a meeting made in another app.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const start = new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 10));
    const put = await caldav.request(rep, 'board-meeting.ics', {
      method: 'PUT',
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//another app//EN',
        'BEGIN:VEVENT',
        'UID:board-meeting@elsewhere.test',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(new Date(start.getTime() + 3_600_000))}`,
        'SUMMARY:Board meeting',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    });
    expect(put.status).toBe(201);

    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Calendar sync' }).click();
    await page.getByText('No calendar connected').waitFor();

    await page.getByLabel('CalDAV address').fill(caldav.url);
    await page.getByLabel('User name').fill(rep.username);
    await page.getByLabel('App password').fill('not-the-password');
    await page.getByRole('button', { name: 'Find calendar and connect' }).click();
    await page.getByText(/refused the user name or password/).waitFor();
    await page.getByLabel('App password').fill(rep.password);
    await page.getByRole('button', { name: 'Find calendar and connect' }).click();
    const connected = page.getByRole('list', { name: 'Connected calendars' });
    await connected.getByText('Work', { exact: true }).waitFor();
    await connected.getByText(/Connected · synced/).waitFor();
    await connected.getByText('1 upcoming busy time read').waitFor();
    await screenshot(page, 'calendar-sync-settings');

    // An appointment made in the CRM lands in the calendar.
    const { body: appointment } = await client.post('/api/appointments', {
      title: 'Demo for Acme',
      startsAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      endsAt: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
    });
    await expect.poll(async () => (await caldav.request(rep, `${appointment.id}.ics`)).status).toBe(200);

    await page.goto(appUrl(`/calendar?view=week&date=${start.toISOString().slice(0, 10)}`, slug));
    const busy = page.getByTestId('busy-block').filter({ hasText: 'Board meeting' });
    await busy.waitFor();
    await page.getByTestId('appointment-chip').filter({ hasText: 'Demo for Acme' }).waitFor();
    // The CRM's own appointment read back from the calendar is not shown twice.
    expect(await page.getByTestId('busy-block').count()).toBe(1);
    await screenshot(page, 'calendar-sync-week');

    await page.goto(appUrl('/settings/calendar', slug));
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('No calendar connected').waitFor();
  });
});
