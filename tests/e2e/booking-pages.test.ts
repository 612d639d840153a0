import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, screenshot, signInAt } from '../support/browser';

const dayIn = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

describe('booking pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const pageIn = async (timezoneId: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return page;
  };

  it('a visitor in New York books a Tokyo host’s time, and the host sees it at the same instant on the calendar', async () => {
    const { slug, client, owner } = await signUpWorkspace('bke2e');

    // The host, in Tokyo, makes a meeting type: 09:00–10:00 every day, no notice.
    const host = await pageIn('Asia/Tokyo');
    await signInAt(host, slug, owner);
    await host.goto(appUrl('/booking-pages', slug));
    await host.getByRole('button', { name: 'New meeting type' }).click();
    const editor = host.getByRole('form', { name: 'New meeting type' });
    await editor.getByLabel('Name').fill('Intro call');
    await editor.getByLabel('Link').fill('intro');
    expect(await editor.getByLabel("Host's time zone").inputValue()).toBe('Asia/Tokyo');
    await editor.getByLabel('Minimum notice (hours)').fill('0');
    await editor.getByLabel('From').fill('09:00');
    await editor.getByLabel('Until').fill('10:00');
    for (const day of ['Sat', 'Sun']) await editor.getByLabel(day, { exact: true }).check();
    await editor.getByLabel('Company').check();
    await screenshot(host, 'booking-editor');
    await editor.getByRole('button', { name: 'Save meeting type' }).click();
    const listed = host.getByRole('list', { name: 'Meeting types' });
    await expect.poll(() => listed.textContent()).toContain('Intro call');
    await screenshot(host, 'booking-meeting-types');

    // The visitor: no sign-in, on the workspace's address, in New York.
    const visitor = await pageIn('America/New_York');
    await visitor.goto(appUrl('/book/intro', slug));
    await visitor.getByRole('heading', { level: 1, name: 'Intro call' }).waitFor();
    expect(await visitor.getByLabel('Times shown in').inputValue()).toBe('America/New_York');
    const picker = visitor.getByRole('region', { name: 'Pick a time' });
    const firstTime = picker.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
    const shown = (await firstTime.textContent())!;
    // 09:00 or 09:30 in Tokyo is the evening before in New York.
    expect(['19', '20']).toContain(shown.slice(0, 2));
    await firstTime.click();
    const form = visitor.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Your name').fill('Nora York');
    await form.getByLabel('Email').fill('nora@york.test');
    await form.getByLabel(/Company/).fill('Empire Ltd');
    await screenshot(visitor, 'booking-public');
    await form.getByRole('button', { name: 'Confirm booking' }).click();
    const done = visitor.getByRole('region', { name: 'Booking confirmed' });
    await expect.poll(() => done.textContent()).toContain(shown);
    await screenshot(visitor, 'booking-confirmed');

    // The same instant on the host's calendar, in Tokyo time, with the visitor as its contact.
    const { body } = await client.get(
      `/api/appointments?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 30 * 86_400_000).toISOString())}`,
    );
    const [appointment] = body.items;
    expect(appointment).toMatchObject({ title: 'Intro call with Nora York', contactName: 'Nora York' });
    expect(clockIn(appointment!.startsAt, 'America/New_York')).toBe(shown);
    expect(clockIn(appointment!.startsAt, 'Asia/Tokyo')).toBe('09:00');
    const tokyoDay = dayIn(appointment!.startsAt, 'Asia/Tokyo');
    await host.goto(appUrl(`/calendar?view=month&date=${tokyoDay}`, slug));
    const chip = host.locator(`.month__day[data-date="${tokyoDay}"]`).getByTestId('appointment-chip');
    await expect.poll(() => chip.textContent()).toBe('9:00 AM Intro call with Nora York');
    await screenshot(host, 'booking-on-calendar');

    // The visitor's link cancels it; the host's appointment is cancelled too.
    await visitor.getByRole('link', { name: 'Reschedule or cancel' }).click();
    await visitor.getByRole('button', { name: 'Cancel booking' }).click();
    await visitor.getByRole('region', { name: 'Booking cancelled' }).waitFor();
    const { body: after } = await client.get(`/api/appointments/${appointment!.id}`);
    expect(after.status).toBe('cancelled');
  });
});
