import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, pageWaitMs, screenshot } from '../support/browser';
import { fakeVideo, launchCallBrowser, newCallContext, signInPage } from '../support/call-browser';
import { addUser } from '../support/workspace-users';

const card = (page: Page) => page.locator('section.call-card');
const status = (page: Page) => card(page).locator('.call-card__status');

/** Waits until the call card says Connected and a remote picture of `width` has painted a frame. */
async function connectedWithVideo(page: Page, tiles = 1, width: number = fakeVideo.width) {
  await card(page).locator('.call-card__status[data-status="connected"]').waitFor();
  await page.waitForFunction(
    ({ tiles, width }) => {
      const videos = [...document.querySelectorAll<HTMLVideoElement>('.participant-tile video')];
      return videos.length === tiles && videos.every((v) => v.videoWidth === width && v.currentTime > 0);
    },
    { tiles, width },
    { timeout: pageWaitMs },
  );
  // A frame painted after the check: the picture is flowing, not frozen on its first frame.
  const painted = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>('.participant-tile video')!;
        video.requestVideoFrameCallback(() => resolve(true));
        setTimeout(() => resolve(false), 5000);
      }),
  );
  expect(painted).toBe(true);
}

async function openLauncher(page: Page) {
  await page.getByRole('button', { name: 'Start a Call' }).click();
  return page.locator('section.call-launcher');
}

async function idle(page: Page) {
  await card(page).waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByRole('button', { name: 'Start a Call' }).waitFor();
}

// Each test drives three to five browser tabs through a whole call (sign-ins, ringing, media,
// renegotiation): ~25–50 s alone on this 2-core machine, and more beside the rest of the suite.
describe('calls in the browser', { timeout: 120_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let slug: string;
  let client: Awaited<ReturnType<typeof signUpWorkspace>>['client'];
  let owner: { email: string; password: string; name: string; id: string };
  let bea: Awaited<ReturnType<typeof addUser>>;
  let cal: Awaited<ReturnType<typeof addUser>>;

  const signedIn = async (user: { email: string; password: string }, colorScheme: 'light' | 'dark' = 'light') => {
    const context = await newCallContext(browser, slug, colorScheme);
    contexts.push(context);
    return { context, page: await signInPage(context, slug, user) };
  };

  beforeAll(async () => {
    browser = await launchCallBrowser();
    const workspace = await signUpWorkspace('calls');
    slug = workspace.slug;
    client = workspace.client;
    owner = { ...workspace.owner, id: workspace.userId };
    bea = await addUser(workspace.tenantId, 'regular_user', slug);
    cal = await addUser(workspace.tenantId, 'wl_user', slug);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  it('A video-calls B: rings on every tab of B, connects both ways, chats, shares a screen, records, hangs up, logs', async () => {
    const a = await signedIn(owner);
    const b = await signedIn(bea);
    const bSecondTab = await b.context.newPage();
    await bSecondTab.goto(appUrl('/dashboard', slug));

    // From a contact card: Bea is a contact of the CRM and a person of the workspace.
    await client.post('/api/contacts', { name: 'Bea as a contact', email: bea.email.toUpperCase() });
    await client.post('/api/contacts', { name: 'Someone outside', email: 'outside@example.test' });
    await a.page.goto(appUrl('/contacts', slug));
    await a.page.getByRole('button', { name: 'Cards' }).click();
    const beaCard = a.page.getByRole('article', { name: 'Bea as a contact' });
    const callBea = beaCard.getByRole('button', { name: 'Video call Bea as a contact' });
    await expect.poll(() => callBea.isEnabled()).toBe(true);
    const outsider = a.page.getByRole('article', { name: 'Someone outside' });
    expect(await outsider.getByRole('button', { name: 'Video call Someone outside' }).isDisabled()).toBe(true);
    await callBea.click();

    for (const tab of [b.page, bSecondTab]) {
      const overlay = tab.getByRole('alertdialog');
      await overlay.getByText('Incoming video call...').waitFor();
      await overlay.getByText(owner.email).waitFor();
    }
    await expect.poll(() => status(a.page).textContent()).toBe('Ringing...');
    await screenshot(b.page, 'calls-incoming');
    await screenshot(a.page, 'calls-ringing');

    // Call buttons work only while idle.
    expect(await callBea.isDisabled()).toBe(true);
    await b.page.getByRole('button', { name: 'Accept call' }).click();
    await bSecondTab.getByRole('alertdialog').waitFor({ state: 'detached' });
    await connectedWithVideo(a.page);
    await connectedWithVideo(b.page);
    await screenshot(a.page, 'calls-connected');

    // Chat both ways over the data channel, Enter to send, quick emoji appended.
    await a.page.getByRole('button', { name: 'Chat', exact: true }).click();
    await b.page.getByRole('button', { name: 'Chat', exact: true }).click();
    const aMessage = a.page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => aMessage.isEnabled()).toBe(true);
    await b.page.getByText('No messages yet. Start the conversation!').waitFor();
    await aMessage.fill('Hello from A');
    await aMessage.press('Enter');
    await b.page.locator('.call-chat__message.is-remote', { hasText: 'Hello from A' }).waitFor();
    await b.page.getByRole('textbox', { name: 'Message' }).fill('Hi A ');
    await b.page.getByRole('button', { name: 'Add 👋' }).click();
    await b.page.getByRole('button', { name: 'Send message' }).click();
    await a.page.locator('.call-chat__message.is-remote', { hasText: 'Hi A 👋' }).waitFor();
    await screenshot(a.page, 'calls-chat');

    // Screen share: B sees A's screen at the screen's own size, then the camera again.
    await a.page.getByRole('button', { name: 'Share screen' }).click();
    await a.page.getByRole('button', { name: 'Stop sharing screen' }).waitFor();
    const screenWidth = await b.page.waitForFunction(
      (camera) => {
        const width = document.querySelector<HTMLVideoElement>('.participant-tile video')?.videoWidth ?? 0;
        return width > 0 && width !== camera ? width : null;
      },
      fakeVideo.width,
      { timeout: 15_000 },
    );
    expect(await screenWidth.jsonValue()).toBeGreaterThan(fakeVideo.width);
    await screenshot(b.page, 'calls-screen-share');
    await a.page.getByRole('button', { name: 'Stop sharing screen' }).click();
    await connectedWithVideo(b.page);

    // Recording: a webm with its duration written in downloads on stop.
    await a.page.getByRole('button', { name: 'Record' }).click();
    await a.page.locator('.call-card__recording').waitFor();
    await a.page.waitForTimeout(2500);
    const [download] = await Promise.all([
      a.page.waitForEvent('download'),
      a.page.getByRole('button', { name: 'Stop recording' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^call-recording-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.webm$/);
    const path = '/tmp/calls-web/recording.webm';
    await download.saveAs(path);
    const file = readFileSync(path);
    expect(file.length).toBeGreaterThan(10_000);
    expect(file.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    // EBML Duration element (0x4489) with a float of about 2.5 s in the segment info.
    const at = file.indexOf(Buffer.from([0x44, 0x89]));
    expect(at).toBeGreaterThan(0);
    const size = file[at + 2]! & 0x7f;
    const duration = size === 8 ? file.readDoubleBE(at + 3) : file.readFloatBE(at + 3);
    expect(duration).toBeGreaterThan(1500);

    await b.page.getByRole('button', { name: 'End call' }).click();
    await idle(a.page);
    await idle(b.page);

    await a.page.goto(appUrl('/phone-system', slug));
    const row = a.page.getByRole('list', { name: 'Call log' }).getByRole('listitem').first();
    await row.getByText(bea.name).waitFor();
    await row.getByText('Completed').waitFor();
    await screenshot(a.page, 'calls-log');
    for (const context of [a.context, b.context]) await context.close();
  });

  it('a three-party group call connects everyone; one leaving does not disturb the others', async () => {
    const a = await signedIn(owner);
    const b = await signedIn(bea);
    const c = await signedIn(cal, 'dark');

    const launcher = await openLauncher(a.page);
    await launcher.getByRole('button', { name: 'Group Call' }).click();
    const picker = a.page.getByRole('dialog', { name: 'New Group Call' });
    await expect.poll(() => picker.getByRole('button', { name: 'Video Call' }).isDisabled()).toBe(true);
    await picker.getByRole('searchbox', { name: 'Search people' }).fill(cal.name.slice(0, 5).toUpperCase());
    await expect.poll(() => picker.getByRole('checkbox').count()).toBe(1);
    await picker.getByRole('checkbox').check();
    await picker.getByRole('searchbox', { name: 'Search people' }).fill('nobody-like-this');
    await picker.getByText('No one matches').waitFor();
    await picker.getByRole('searchbox', { name: 'Search people' }).fill('');
    await picker.locator('label', { hasText: bea.name }).getByRole('checkbox').check();
    await picker.getByText('2 selected').waitFor();
    await screenshot(a.page, 'calls-group-picker');
    await picker.getByRole('button', { name: 'Video Call' }).click();

    for (const callee of [b, c]) await callee.page.getByText('Incoming group video call...').waitFor();
    await screenshot(c.page, 'calls-incoming-dark');
    for (const callee of [b, c]) await callee.page.getByRole('button', { name: 'Accept call' }).click();
    for (const person of [a, b, c]) await connectedWithVideo(person.page, 2);
    await screenshot(a.page, 'calls-group');
    await screenshot(c.page, 'calls-group-dark');

    await c.page.getByRole('button', { name: 'End call' }).click();
    await idle(c.page);
    for (const person of [a, b]) await connectedWithVideo(person.page, 1);
    await a.page.getByRole('button', { name: 'End call' }).click();
    await idle(a.page);
    await idle(b.page);
    for (const context of [a.context, b.context, c.context]) await context.close();
  });

  it('an audio call gains a picture when the callee shares a screen (renegotiation from the polite side)', async () => {
    const a = await signedIn(owner);
    const b = await signedIn(bea);
    const launcher = await openLauncher(a.page);
    const callBea = launcher.getByRole('button', { name: `Audio call ${bea.name}` });
    await expect.poll(() => callBea.isEnabled()).toBe(true);
    await callBea.click();
    // Ringing crosses BFF → NATS → BFF → tab; on a loaded run that has taken longer than 30 s.
    await b.page.getByText('Incoming audio call...').waitFor({ timeout: 60_000 });
    await b.page.getByRole('button', { name: 'Accept call' }).click();
    await card(a.page).locator('.call-card__status[data-status="connected"]').waitFor();
    expect(await a.page.locator('.participant-tile video').count()).toBe(0);
    expect(await a.page.getByRole('button', { name: 'Turn camera off' }).count()).toBe(0);

    await b.page.getByRole('button', { name: 'Share screen' }).click();
    await a.page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('.participant-tile video')?.videoWidth ?? 0) > 320,
      undefined,
      { timeout: 15_000 },
    );
    await screenshot(a.page, 'calls-audio-screen-share');
    await b.page.getByRole('button', { name: 'Stop sharing screen' }).click();
    await a.page.locator('.participant-tile video').waitFor({ state: 'detached' });
    await a.page.getByRole('button', { name: 'Mute' }).click();
    await b.page.locator('.participant-tile').getByLabel('Muted').waitFor();
    await a.page.getByRole('button', { name: 'End call' }).click();
    await idle(b.page);
    for (const context of [a.context, b.context]) await context.close();
  });

  it('two people calling each other at the same moment always end up in one connected call', async () => {
    const a = await signedIn(owner);
    const b = await signedIn(bea);
    let rang = 0;
    for (let round = 0; round < 5; round++) {
      try {
        const [launcherA, launcherB] = await Promise.all([openLauncher(a.page), openLauncher(b.page)]);
        if (round === 0) await screenshot(a.page, 'calls-launcher');
        const buttonA = launcherA.getByRole('button', { name: `Video call ${bea.name}` });
        const buttonB = launcherB.getByRole('button', { name: `Video call ${owner.name}` });
        await expect.poll(async () => (await buttonA.isEnabled()) && (await buttonB.isEnabled())).toBe(true);
        // Both clicks leave in the same instant, so the two invitations cross in flight.
        await Promise.all([
          buttonA.evaluate((el: HTMLElement) => el.click()),
          buttonB.evaluate((el: HTMLElement) => el.click()),
        ]);
        // Usually the losing side answers the winner by itself; otherwise one call won cleanly and rings
        // on the other side (the other call is gone), where the user answers it.
        const overlays = [a.page, b.page].map((page) => page.getByRole('alertdialog'));
        const settled = await Promise.race([
          card(a.page).locator('.call-card__status[data-status="connected"]').waitFor({ timeout: 6000 }),
          card(b.page).locator('.call-card__status[data-status="connected"]').waitFor({ timeout: 6000 }),
        ]).then(
          () => 'connected',
          () => 'rang',
        );
        if (settled === 'rang') {
          rang++;
          const ringing = (await overlays[0]!.isVisible()) ? a.page : b.page;
          await ringing.getByRole('button', { name: 'Accept call' }).click();
        }
        await connectedWithVideo(a.page);
        await connectedWithVideo(b.page);
      } catch (error) {
        await screenshot(a.page, `calls-crossing-failed-${round}-a`);
        await screenshot(b.page, `calls-crossing-failed-${round}-b`);
        throw new Error(`round ${round}: ${(error as Error).message}`);
      }
      if (round < 4) {
        await a.page.getByRole('button', { name: 'End call' }).click();
        await idle(a.page);
        await idle(b.page);
      }
    }
    // Answering by hand is the exception, not the rule.
    expect(rang).toBeLessThanOrEqual(1);
    // A dropped tab: the other side sees Disconnected, then idle after 2 s.
    await b.context.close();
    await status(a.page).getByText('Disconnected').waitFor();
    await screenshot(a.page, 'calls-disconnected');
    await idle(a.page);
  });
});
