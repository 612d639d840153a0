import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';
import { addUser } from '../support/workspace-users';

const primaryColorOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
  );

describe('white-label branding in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('previews and saves name and colour; a second tab follows without a reload', async () => {
    const { slug, owner } = await signUpWorkspace('wl');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await context.newPage();
    first.setDefaultTimeout(15_000);
    await first.goto(appUrl('/signin', slug));
    await first.getByLabel('Email').fill(owner.email);
    await first.getByLabel('Password').fill(owner.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await first.waitForURL(/\/dashboard$/);
    const second = await context.newPage();
    second.setDefaultTimeout(15_000);
    await second.goto(appUrl('/dashboard', slug));
    await expect.poll(() => second.title()).toBe(`Company ${slug} - SmartCRM`);
    const marker = await second.evaluateHandle(() => window);

    await first.goto(appUrl('/white-label', slug));
    await first.getByLabel('Primary colour hex value').fill('#16a34a');
    // The shell previews the colour before it is saved; the other tab does not.
    await expect.poll(() => primaryColorOf(first)).toBe('#16a34a');
    expect(await primaryColorOf(second)).not.toBe('#16a34a');
    await first.getByLabel('Company name').fill('Green Leaf');
    await first.getByRole('button', { name: 'Save branding' }).click();

    await expect.poll(() => first.title()).toBe('Green Leaf - SmartCRM');
    await expect.poll(() => second.title(), { timeout: 3000 }).toBe('Green Leaf - SmartCRM');
    await expect.poll(() => primaryColorOf(second), { timeout: 3000 }).toBe('#16a34a');
    expect(await second.evaluate((w) => w === window, marker)).toBe(true);
    await screenshot(first, 'white-label-saved');
    await context.close();
  });

  it('shows regular users the no-access page', async () => {
    const { slug, tenantId } = await signUpWorkspace('wlr');
    const regular = await addUser(tenantId, 'regular_user', slug);
    const page = await newPage(browser);
    await page.goto(appUrl('/signin', slug));
    await page.getByLabel('Email').fill(regular.email);
    await page.getByLabel('Password').fill(regular.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(appUrl('/white-label-management', slug));
    await page.getByRole('heading', { name: "You don't have access" }).waitFor();
    expect(await page.getByRole('button', { name: 'Save branding' }).count()).toBe(0);
  });
});
