import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace, uniqueSlug } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { operatorWorkspace } from '../support/operators';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What a Starter client created today earns a 20% partner this month: prorated from today, in cents. */
function expectedEarned(now = new Date()) {
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  const billed = Math.round((2900 * (days - now.getUTCDate() + 1)) / days);
  return `$${(Math.round(billed * 0.2) / 100).toFixed(2)}`;
}

describe('partner onboarding in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('onboards a client through the wizard; the dashboard and the revenue statement show it', async () => {
    const agency = await signUpWorkspace('e2eagy');
    const page = await newPage(browser);
    await signInAt(page, agency.slug, agency.owner);

    const slug = uniqueSlug('e2ecli');
    await page.goto(appUrl('/partner-onboarding', agency.slug));
    await page.getByRole('heading', { name: 'Partner Onboarding', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Company name must be at least 2 characters').isVisible()).toBe(true);
    await page.getByLabel('Company name').fill('Bright Dental');
    await page.getByLabel('Workspace address (slug)').fill(slug);
    await screenshot(page, 'partner-onboarding-company');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Primary colour hex value').fill('#0f766e');
    await page.getByLabel('Secondary colour hex value').fill('#f59e0b');
    await page.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await screenshot(page, 'partner-onboarding-branding');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Starter/ }).check();
    await screenshot(page, 'partner-onboarding-plan');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel("First user's name").fill('Dana Dentist');
    await page.getByLabel("First user's email").fill(`dana@${slug}.test`);
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.getByRole('heading', { name: 'Client onboarded' }).waitFor();
    await expect.poll(() => page.getByText(`dana@${slug}.test`).isVisible()).toBe(true);
    await screenshot(page, 'partner-onboarding-done');
    const client = (await new ApiClient(slug).get('/api/tenant/info')).body.tenant;
    expect(client.branding).toMatchObject({ companyName: 'Bright Dental', primaryColor: '#0f766e' });
    expect(client.branding.logo).toContain('/api/tenant/logo');

    await page.getByRole('link', { name: 'Partner dashboard' }).click();
    await page.waitForURL(/\/partner-dashboard$/);
    const row = page.getByRole('row', { name: /Bright Dental/ });
    await expect.poll(() => row.textContent()).toContain('Starter ($29/mo)');
    await expect.poll(() => row.textContent()).toContain('1 / 3');
    const mrr = page.locator('.partner-stat', { hasText: 'Monthly recurring revenue' });
    await expect.poll(() => mrr.textContent()).toContain('$29');
    await screenshot(page, 'partner-dashboard');

    await page.getByRole('link', { name: 'Revenue sharing' }).click();
    await page.waitForURL(/\/revenue-sharing$/);
    const statementRow = page.getByRole('row', { name: /Bright Dental/ });
    await statementRow.waitFor();
    await expect.poll(() => page.getByTestId('statement-earned').textContent()).toBe(expectedEarned());
    await expect.poll(() => statementRow.textContent()).toContain(expectedEarned());
    await screenshot(page, 'revenue-sharing');
    const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const download = await page.evaluate(async (url) => (await fetch(url!, { credentials: 'include' })).text(), csv);
    expect(download).toContain(`Bright Dental,${slug},Starter,29,`);

    // An operator sees every partner, sets its share and opens its statement.
    const { slug: opsSlug, owner: opsUser } = await operatorWorkspace('e2eops');
    const ops = await newPage(browser);
    await signInAt(ops, opsSlug, opsUser);
    await ops.goto(appUrl('/revenue-sharing', opsSlug));
    const partnerRow = ops.getByRole('row', { name: new RegExp(agency.slug) });
    await partnerRow.getByRole('button', { name: 'View statement' }).click();
    await ops.getByRole('row', { name: /Bright Dental/ }).waitFor();
    await partnerRow.getByLabel(/Revenue share of/).fill('25');
    await partnerRow.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => ops.locator('.partner-stat', { hasText: 'Share' }).first().textContent()).toContain('25%');
    await screenshot(ops, 'revenue-sharing-operator');
  });
});
