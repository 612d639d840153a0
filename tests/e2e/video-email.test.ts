import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, pageWaitMs, screenshot, signInAt } from '../support/browser';
import { launchCallBrowser } from '../support/call-browser';
import { mailboxDraft, readFolder } from '../support/mailbox-reader';
import { type MailServer, type MailUser, startMailServer } from '../support/mail-server';

/**
 * Video email as a rep and their prospect use it, in Chromium with a fake camera: record, save,
 * send to a contact from the library; the prospect's mail links to a page that plays it, and
 * their play shows on the contact's timeline.
 */
describe('video email in the browser', () => {
  let browser: Browser;
  let mail: MailServer;
  beforeAll(async () => {
    [browser, mail] = await Promise.all([launchCallBrowser(), startMailServer(['rep', 'prospect'])]);
  });
  afterAll(async () => {
    await browser?.close();
    await mail?.stop();
  });

  it('records the camera, sends it to a contact, and the prospect’s play lands on their timeline', async () => {
    const [rep, prospect] = mail.users as [MailUser, MailUser];
    const { slug, owner, client } = await signUpWorkspace('vmail');
    expect((await client.post('/api/mailboxes', mailboxDraft(mail, rep))).status).toBe(201);
    const { body: contact } = await client.post('/api/contacts', { name: 'Vera Prospect', email: prospect.address });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['camera', 'microphone'], { origin: new URL(appUrl('/', slug)).origin });
    const page = await context.newPage();
    page.setDefaultTimeout(pageWaitMs);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/video-email', slug));
    await page.getByText('No videos yet').waitFor();
    await page.getByRole('button', { name: 'Record' }).click();
    // Recording: the Stop button and the clock, or the reason it could not start.
    await page.getByRole('button', { name: 'Stop' }).or(page.getByRole('alert')).waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/0:0[2-9] \/ 10:00/);
    await screenshot(page, 'video-email-recording');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByLabel('Your recording').waitFor();
    await page.getByLabel('Title').fill('Hello Vera');
    await page.getByRole('button', { name: 'Save to my videos' }).click();
    const card = page.getByRole('list', { name: 'My videos' }).getByRole('listitem').filter({ hasText: 'Hello Vera' });
    await card.getByText('0 sends · 0 views').waitFor();
    // The thumbnail is a picture of the recording, shown from the library.
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await screenshot(page, 'video-email-library');

    await card.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send “Hello Vera”' });
    await dialog.getByPlaceholder('Search contacts').fill('Vera');
    await dialog.getByRole('button', { name: /Vera Prospect/ }).click();
    await dialog.getByLabel('Message').fill('Hi Vera,\n\nhere is a quick walk through the proposal.');
    await screenshot(page, 'video-email-send');
    await dialog.getByRole('button', { name: 'Send video' }).click();
    await dialog.getByRole('status').getByText('Sent to Vera Prospect').waitFor();
    const link = (await dialog.getByRole('link').first().getAttribute('href')) ?? '';
    expect(link).toMatch(/\/v\/[A-Za-z0-9_-]{32}$/);

    await expect.poll(async () => (await readFolder(mail, prospect)).length, { timeout: 20_000 }).toBe(1);
    const received = await simpleParser((await readFolder(mail, prospect))[0]?.source ?? '');
    expect(received.html || '').toContain(new URL(link).pathname);

    // The prospect, without an account, opens the link and plays the video.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    visitor.setDefaultTimeout(pageWaitMs);
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Hello Vera' }).waitFor();
    await visitor.getByText(`From ${rep.address}`).waitFor();
    const counted = visitor.waitForResponse((r) => r.url().endsWith('/views') && r.status() === 200);
    await visitor.locator('video').evaluate((video: HTMLVideoElement) => video.play());
    await counted;
    await expect
      .poll(() => visitor.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime > 0))
      .toBe(true);
    await screenshot(visitor, 'video-email-recipient-page');

    await page.goto(appUrl(`/contacts/${contact.id}`, slug));
    const timeline = page.getByRole('dialog', { name: 'Contact Details' }).getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Watched the video “Hello Vera”').waitFor();
    await screenshot(page, 'video-email-timeline');
    await page.goto(appUrl('/video-email', slug));
    await card.getByText('1 send · 1 view').waitFor();
  }, 180_000);
});
