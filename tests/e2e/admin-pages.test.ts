import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';

describe('the admin pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows a super admin the real figures, the activity charts and the app settings', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/signin', demo.tenant.slug));
    await page.getByLabel('Email').fill(demo.users.super_admin.email);
    await page.getByLabel('Password').fill(demo.users.super_admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard|\/$/);

    await page.goto(appUrl('/admin', demo.tenant.slug));
    // The demo seeds one user per role (other tests may invite more); this session is live.
    await expect
      .poll(async () => Number(await page.getByTestId('admin-total-users').textContent()))
      .toBeGreaterThanOrEqual(3);
    expect(Number(await page.getByTestId('admin-active-sessions').textContent())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Alerts' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-overview');

    await page.getByRole('link', { name: 'System Analytics' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Sign-ins' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-analytics');

    await page.goto(appUrl('/admin/settings', demo.tenant.slug));
    await expect.poll(() => page.getByLabel('Company name').inputValue()).toBe(demo.tenant.companyName);
    await expect.poll(() => page.getByLabel('Support phone').isVisible()).toBe(true);
    await screenshot(page, 'admin-settings');
  });
});
