import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';

const csv = [
  'Deal,Amount,Stage,Close date,Contact email',
  'Acme renewal,"$12,500",Proposal,31/12/2026,',
  'Globex pilot,8000,Negotiation,15/01/2027,',
  'Broken row,12.50,Proposal,,',
].join('\n');

describe('deals CSV import and pipelines in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('imports a small deals file from the pipeline screen, shows the deals on the board, and switches pipelines', async () => {
    const { slug, client, owner } = await signUpWorkspace('dimp');
    const partners = (await client.post('/api/pipelines', { name: 'Partners' })).body;
    await client.post('/api/deals', { title: 'Reseller deal', value: 900, pipelineId: partners.id });

    const page = await newPage(browser);
    await page.goto(appUrl('/signin', slug));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(appUrl('/pipeline', slug));

    await page.getByRole('link', { name: 'Import deals' }).click();
    await page.waitForURL(/\/pipeline\/import$/);
    await page.locator('input[type=file]').setInputFiles({
      name: 'deals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.waitForURL(/\/pipeline\/import\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByLabel('Field for Amount').inputValue()).toBe('value');
    await expect.poll(() => page.getByRole('combobox').filter({ hasText: 'Sales Pipeline' }).count()).toBe(1);
    await screenshot(page, 'deal-import-mapping');
    await page.getByRole('button', { name: 'Start import' }).click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Import complete' }).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('1 rows not imported').count()).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: 'must be whole dollars' }).count()).toBe(1);
    await screenshot(page, 'deal-import-done');

    await page.getByRole('link', { name: 'Go to the pipeline' }).click();
    await page.waitForURL(/\/pipeline$/);
    const card = (title: string) => page.locator('.deal-card', { hasText: title });
    await expect
      .poll(() => page.locator('[data-stage-key="proposal"] .deal-card', { hasText: 'Acme renewal' }).count())
      .toBe(1);
    await expect.poll(() => card('Globex pilot').count()).toBe(1);
    expect(await card('Reseller deal').count()).toBe(0);
    await screenshot(page, 'deal-import-board');

    // Switching pipelines: the board follows, and the choice is in the URL.
    await page.getByRole('combobox', { name: 'Pipeline', exact: true }).selectOption({ label: 'Partners' });
    await page.waitForURL(new RegExp(`pipeline=${partners.id}`));
    await expect.poll(() => card('Reseller deal').count()).toBe(1);
    expect(await card('Acme renewal').count()).toBe(0);
    await page.reload();
    await expect.poll(() => card('Reseller deal').count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: 'Pipelines' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pipelines' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('New pipeline').fill('Renewals');
    await dialog.getByRole('button', { name: 'Add pipeline' }).click();
    await expect.poll(() => dialog.getByLabel('Name of Renewals').count()).toBe(1);
    await page.waitForTimeout(300); // the dialog's opening animation
    await screenshot(page, 'pipelines-manage');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The new pipeline is on screen, empty, with the default stages.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Pipeline', exact: true }).inputValue())
      .not.toBe(partners.id);
    expect(await page.locator('.deal-card').count()).toBe(0);

    // A saved view of the deals list keeps the list layout and its sort.
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('button', { name: /Value/ }).click();
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByLabel('Name').fill('Biggest first');
    await page.getByRole('button', { name: 'Save view' }).last().click();
    const tab = page.getByRole('navigation', { name: 'Saved views of deals' }).getByRole('button', {
      name: 'Biggest first',
      exact: true,
    });
    await expect.poll(() => tab.getAttribute('aria-current')).toBe('true');
    await page.waitForTimeout(300);
    await screenshot(page, 'deals-saved-view');

    // The same bar above the contacts table, shared with the workspace.
    await page.goto(appUrl('/contacts?status=lead', slug));
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByLabel('Name').fill('Leads');
    await page.getByLabel('Share with everyone in the workspace').check();
    await page.getByRole('button', { name: 'Save view' }).last().click();
    // Its name reads "Leads Shared": the icon says it is shared.
    const leads = page.getByRole('navigation', { name: 'Saved views of contacts' }).getByRole('button', {
      name: /^Leads/,
    });
    await expect.poll(() => leads.getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'All contacts' }).click();
    await expect.poll(() => leads.getAttribute('aria-current')).toBe(null);
    await page.waitForTimeout(300);
    await screenshot(page, 'contacts-saved-views');
  });
});
