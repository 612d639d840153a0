import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueSlug } from '../support/api-client';
import { appUrl, fetchInPage, launchBrowser, newPage, screenshot } from '../support/browser';

const primaryColorOf = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
  );

describe('a new agency signs up on its own subdomain', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('gets its name in the title and its colours, signs out and signs in again', async () => {
    const slug = uniqueSlug('acme');
    const page = await newPage(browser);
    const unbranded = await newPage(browser);
    await unbranded.goto(appUrl('/signin'));
    const defaultPrimary = await primaryColorOf(unbranded);

    await page.goto(appUrl('/signup', slug));
    await page.getByLabel('Company name').fill('Acme Rockets');
    await page.getByLabel('Workspace').fill(slug);
    await page.getByLabel('Brand colour').fill('#e11d48');
    await page.getByLabel('Your name').fill('Wile Coyote');
    await page.getByLabel('Email').fill('wile@acme.test');
    await page.getByLabel('Password').fill('road-runner-42');
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.title()).toBe('Acme Rockets - SmartCRM');
    await page.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 }).waitFor();
    const info = (await fetchInPage(page, '/api/tenant/info')).body;
    expect(info.tenant.branding.primaryColor.toLowerCase()).toBe('#e11d48');
    expect(await primaryColorOf(page)).toBe('#e11d48');
    expect(defaultPrimary).not.toBe('#e11d48');
    await screenshot(page, 'signed-up-dashboard');

    await page.getByRole('button', { name: 'User menu' }).click();
    await expect.poll(() => page.getByText('wile@acme.test').isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(appUrl('/', slug));
    expect((await fetchInPage(page, '/api/auth/user-role')).status).toBe(401);

    await page.goto(appUrl('/signin', slug));
    await page.getByLabel('Email').fill('wile@acme.test');
    await page.getByLabel('Password').fill('road-runner-42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.title()).toBe('Acme Rockets - SmartCRM');
  });
});
