import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

/** Console errors and page errors a visitor's browser logs while `visit` runs. */
async function errorsDuring(page: Page, visit: () => Promise<void>) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await visit();
  return errors;
}

describe('first-run polish', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the offered plans on /pricing, and public pages log no error (no 401 from the session check)', async () => {
    const { slug } = await signUpWorkspace('pubpage');
    const { body: pricing } = await new ApiClient().get('/api/public/pricing');
    const names: string[] = pricing.plans.map((p: { name: string }) => p.name);
    expect(names.length).toBeGreaterThan(0);
    const page = await newPage(browser);
    const errors = await errorsDuring(page, async () => {
      await page.goto(appUrl('/pricing'));
      await page.waitForURL(/\/pricing$/);
      await page.getByRole('heading', { level: 1, name: 'Simple plans that grow with your team' }).waitFor();
      for (const name of names) await page.getByRole('heading', { level: 3, name, exact: true }).waitFor();
      await screenshot(page, 'pricing-page');
      // On a workspace's own host nobody is signed in yet: the session is not asked for.
      for (const path of ['/pricing', '/signin', '/features']) {
        await page.goto(appUrl(path, slug));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
      }
    });
    expect(errors).toEqual([]);
  });

  it('opens a new deal from the pipeline header', async () => {
    const { slug, owner, client } = await signUpWorkspace('newdeal');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/pipeline?view=list', slug));
    await page.getByRole('button', { name: 'New deal' }).click();
    const form = page.getByRole('form', { name: 'New deal in Qualification' });
    await form.getByLabel('Deal title').fill('Header deal');
    await form.getByLabel('Value in dollars').fill('1200');
    await form.getByLabel('Value in dollars').press('Enter');
    await page.getByText('Added “Header deal” to Qualification').waitFor();
    expect(page.url()).not.toContain('new=deal');
    // One open deal reads in the singular.
    await page.getByText('1 open deal ·').waitFor();
    await screenshot(page, 'pipeline-new-deal');
    const { body } = await client.get('/api/deals');
    expect(body.items.map((d: { title: string }) => d.title)).toEqual(['Header deal']);
  });
});
