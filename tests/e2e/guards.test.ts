import { serviceNames } from '@smartcrm/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { appUrl, fetchInPage, launchBrowser, newPage, screenshot } from '../support/browser';

async function signIn(page: Page, role: keyof typeof demo.users) {
  await page.getByLabel('Email').fill(demo.users[role].email);
  await page.getByLabel('Password').fill(demo.users[role].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('route guards and the permission map in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sends a signed-out visitor of a guarded page to sign in, then back to that page', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/pipeline?stage=proposal', 'demo'));
    await page.waitForURL(/\/signin/);
    await signIn(page, 'regular_user');
    await page.waitForURL(appUrl('/pipeline?stage=proposal', 'demo'));
    await expect.poll(() => page.title()).toBe('Demo Company - SmartCRM');
  });

  it('keeps a regular user out of the admin panel, in the UI and the API', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/signin', 'demo'));
    await signIn(page, 'regular_user');
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    await page.goto(appUrl('/admin', 'demo'));
    await expect.poll(() => page.getByText(/don.t have access/i).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'admin-refused');
    const api = await fetchInPage(page, '/api/admin/services');
    expect(api.status).toBe(403);
    expect(api.error?.code).toBe('forbidden');
  });

  it('shows a super admin the admin panel with every service up', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/signin', 'demo'));
    await signIn(page, 'super_admin');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Admin Panel' }).first().click();
    await page.waitForURL(/\/admin$/);
    const table = page.getByRole('table');
    // A heading row and one row per service.
    await expect.poll(() => table.getByRole('row').count()).toBe(serviceNames.length + 1);
    await screenshot(page, 'admin-services');
  });

  it('rewrites #/ hash paths and sends unknown paths home', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/#/signin', 'demo'));
    await page.waitForURL(appUrl('/signin', 'demo'));
    await page.goto(appUrl('/no/such/page', 'demo'));
    await page.waitForURL(appUrl('/', 'demo'));
  });
});
