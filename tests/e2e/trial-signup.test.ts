import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueSlug } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';

/** A call from the page as the app makes it on a host that names no workspace: the stored one and the CSRF token. */
const callInPage = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie.match(/smartcrm_csrf=([^;]+)/)?.[1];
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          'x-tenant-id': localStorage.getItem('tenantId') ?? '',
          ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );

describe('a visitor starts a free trial from the pricing section', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('picks a plan, signs up, works in the dashboard with the days left shown, and chooses the plan when it ends', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/'));
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    const professional = pricing.getByRole('article', { name: 'Professional' });
    await expect.poll(() => professional.getByText('$79').count()).toBe(1);
    await expect.poll(() => professional.getByText('Most Popular').count()).toBe(1);
    expect(await pricing.getByText('No credit card').count()).toBeGreaterThan(0);
    await screenshot(page, 'trial-pricing');

    await professional.getByRole('link', { name: 'Start free trial of Professional' }).click();
    await page.waitForURL(/\/register\?plan=professional$/);
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await page.getByText('14 days free on Professional. No credit card required.').waitFor();
    expect(await page.getByLabel('Plan').inputValue()).toBe('professional');

    const slug = uniqueSlug('trial');
    await page.getByLabel('Company name').fill('Trial Rockets');
    await page.getByLabel('Workspace').fill(slug);
    await page.getByLabel('Your name').fill('Tess Trial');
    await page.getByLabel('Email').fill(`tess@${slug}.test`);
    await page.getByLabel('Password').fill('trial-password-1');
    await screenshot(page, 'trial-register');
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 }).waitFor();
    const banner = page.getByTestId('trial-banner');
    await expect.poll(() => banner.textContent()).toContain('Free trial: 14 days left on Professional');
    await screenshot(page, 'trial-dashboard');
    const info = (await callInPage(page, 'GET', '/api/tenant/info')).body.tenant;
    expect(info.plan).toBe('professional');

    // The workspace works: a contact is added.
    const contact = { name: 'First Prospect', email: 'first@prospect.test' };
    expect((await callInPage(page, 'POST', '/api/contacts', contact)).status).toBe(201);

    // The trial runs out: the workspace says so and is read-only until the owner chooses a plan.
    await withOwnerConnection(inject('databaseUrl'), (db) =>
      db.query(`UPDATE tenant.tenants SET trial_ends_at = now() - interval '1 minute' WHERE id = $1`, [info.id]),
    );
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('trial-banner').textContent({ timeout: 5000 });
        },
        { timeout: 20_000 },
      )
      .toContain('Your free trial has ended: the workspace is read-only until you choose a plan.');
    await screenshot(page, 'trial-expired');

    await page.getByRole('link', { name: 'Choose a plan' }).click();
    await page.waitForURL(/\/plan$/);
    await page.getByText('No payment is taken here').waitFor();
    await screenshot(page, 'trial-plan-page');
    await page.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Choose this plan' }).click();
    await page.getByText('You are on Professional now: the free trial has ended.').waitFor();
    await expect.poll(() => page.getByTestId('trial-banner').count()).toBe(0);
    expect((await callInPage(page, 'GET', '/api/tenant/info')).body.tenant.trialEndsAt).toBeNull();
  });

  it('lets a visitor subscribe, write to the team and see the live status', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/contact?topic=sales'));
    const form = page.getByRole('form', { name: 'Contact us' });
    expect(await form.getByLabel('Topic').inputValue()).toBe('sales');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Your name is required').waitFor();
    await form.getByLabel('Your name').fill('Vera Visitor');
    await form.getByLabel('Email').fill('vera@visitor.test');
    await form.getByLabel('Message').fill('We are 40 sellers and would like a demo.');
    await screenshot(page, 'public-contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thanks! Your message reached our team').waitFor();

    const footer = page.locator('footer');
    await footer.getByLabel('Email address').fill(`${uniqueSlug('reader')}@reader.test`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Check your inbox for a link to confirm your subscription').waitFor();
    await screenshot(page, 'public-newsletter');

    await page.goto(appUrl('/status'));
    const status = page.getByRole('region', { name: 'Service status' });
    await status.getByRole('rowheader', { name: 'Sign-in and accounts' }).waitFor();
    const identityRow = status.locator('tr[data-service="identity"]');
    expect(await identityRow.textContent()).toContain('Operational');
    expect(await identityRow.textContent()).toMatch(/ms/);
    await screenshot(page, 'public-status');
  });
});
