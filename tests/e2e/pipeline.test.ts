import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

const column = (page: Page, key: string) => page.locator(`[data-stage-key="${key}"]`);
const countOf = (page: Page, key: string) => column(page, key).getByTestId('stage-count').textContent();
const totalOf = (page: Page, key: string) => column(page, key).getByTestId('stage-total').textContent();

/** Drags with real pointer events: press, nudge past the activation distance, glide, release. */
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 12 });
  await page.mouse.up();
}

describe('the pipeline board in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('moves a dragged deal to closed-won and shows it in a second tab without a reload', async () => {
    const { slug, client, owner } = await signUpWorkspace('pipe');
    await client.post('/api/deals', { title: 'Drag me', value: 5000 });
    await client.post('/api/deals', { title: 'Stay here', value: 800 });

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const first = await context.newPage();
    first.setDefaultTimeout(15_000);
    await first.goto(appUrl('/signin', slug));
    await first.getByLabel('Email').fill(owner.email);
    await first.getByLabel('Password').fill(owner.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await first.waitForURL(/\/dashboard$/);
    await first.goto(appUrl('/pipeline', slug));
    const second = await context.newPage();
    await second.goto(appUrl('/pipeline', slug));
    for (const page of [first, second]) {
      await expect.poll(() => countOf(page, 'qualification')).toBe('2 deals');
      expect(await totalOf(page, 'qualification')).toBe('$5.8K');
    }
    // The second tab's event socket opens with the page; give it a moment to subscribe.
    await second.waitForTimeout(500);

    // A background tab's animation frames are throttled, and dnd-kit moves on animation frames.
    await first.bringToFront();
    const card = column(first, 'qualification').locator('.deal-card', { hasText: 'Drag me' });
    await drag(first, card, column(first, 'closed-won'));
    const movedAt = Date.now();

    await expect.poll(() => countOf(first, 'closed-won')).toBe('1 deal');
    const seen = column(second, 'closed-won').locator('.deal-card', { hasText: 'Drag me' });
    await expect.poll(() => seen.count(), { timeout: 3000, interval: 50 }).toBe(1);
    const lag = Date.now() - movedAt;
    expect(await seen.textContent()).toMatch(/won[\s\S]*100%/);
    expect(await countOf(second, 'qualification')).toBe('1 deal');
    expect(await totalOf(second, 'qualification')).toBe('$800');
    expect(await totalOf(second, 'closed-won')).toBe('$5K');
    expect(lag).toBeLessThan(2000);
    await screenshot(second, 'pipeline-second-tab');

    const stored = (await client.get('/api/deals?status=won')).body.items;
    expect(stored).toMatchObject([{ title: 'Drag me', status: 'won', probability: 100 }]);
    // The won card shows the day it closed.
    expect(stored[0]!.actualCloseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => seen.getByTitle('Closed').textContent()).toBe(stored[0]!.actualCloseDate);
    await context.close();
  });

  it('opens a long column page by page with Show more', async () => {
    const { slug, client, owner } = await signUpWorkspace('pipemore');
    for (let i = 1; i <= 27; i++) await client.post('/api/deals', { title: `Lead ${i}`, value: i });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/pipeline', slug));
    const cards = column(page, 'qualification').locator('.deal-card');
    await column(page, 'qualification').getByText('2 more', { exact: true }).waitFor();
    expect(await cards.count()).toBe(25);
    expect(await countOf(page, 'qualification')).toBe('27 deals');
    const showMore = column(page, 'qualification').getByRole('button', { name: 'Show 2 more deals in Qualification' });
    await showMore.scrollIntoViewIfNeeded();
    await screenshot(page, 'pipeline-show-more');
    await showMore.click();
    await expect.poll(() => cards.count()).toBe(27);
    await expect.poll(() => column(page, 'qualification').getByText('2 more', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
