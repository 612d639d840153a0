import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('quotes in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('adds a product, prices a deal from it, quotes it, and the customer accepts it: the deal moves to won', async () => {
    const { slug, client, owner } = await signUpWorkspace('qe2e');
    const { body: deal } = await client.post('/api/deals', { title: 'Seats for Ada', value: 0 });

    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl(`/pipeline?deal=${deal.id}`, slug));
    await page.getByRole('link', { name: 'Line items and quotes' }).click();
    await page.waitForURL(/\/quote-builder\?deal=/);

    await page.getByText('Products (0)').click();
    const newProduct = page.getByRole('form', { name: 'New product' });
    await newProduct.getByLabel('SKU').fill('SEAT');
    await newProduct.getByLabel('Product name').fill('Seat licence');
    await newProduct.getByLabel('Unit price').fill('49');
    await newProduct.getByLabel('Tax %').fill('10');
    await newProduct.getByLabel('Billing').selectOption('monthly');
    await newProduct.getByRole('button', { name: 'Add product' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Products' }).textContent()).toContain('USD 49.00');

    await page.getByLabel('Add a product').selectOption({ label: 'SEAT · Seat licence · USD 49.00' });
    await page.getByLabel('Quantity').fill('12');
    await page.getByLabel('Discount').fill('5');
    await page.getByLabel('Deal value follows these lines').check();
    // 12 × 49.00 − 5 % = 558.60, + 10 % tax = 614.46
    await expect.poll(() => page.getByLabel('Totals').textContent()).toContain('USD 614.46');
    await page.getByRole('button', { name: 'Save line items' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Line items/ }).textContent()).toContain('$614');

    await page.getByLabel('Terms').fill('Billed monthly. Cancel any time.');
    await page.getByRole('button', { name: 'Create quote' }).click();
    const quotes = page.getByRole('table', { name: 'Quotes' });
    await expect.poll(() => quotes.textContent()).toContain('Q-0001 v1');
    await screenshot(page, 'quote-builder');
    const customerPath = await quotes.getByRole('link', { name: 'Customer page' }).getAttribute('href');

    // The customer: another browser, no sign-in, on the workspace's address.
    const customer = await newPage(browser);
    await customer.goto(appUrl(customerPath!, slug));
    await expect.poll(() => customer.getByRole('heading', { level: 1 }).textContent()).toContain('Quote Q-0001');
    expect(await customer.getByLabel('Totals').textContent()).toContain('USD 614.46');
    await customer.getByLabel('Type your full name to accept').fill('Ada Lovelace');
    await screenshot(customer, 'quote-public');
    await customer.getByRole('button', { name: 'Accept quote' }).click();
    await expect.poll(() => customer.getByRole('status').textContent()).toContain('Accepted by Ada Lovelace');

    await page.goto(appUrl('/pipeline', slug));
    const won = page.locator('[data-stage-key="closed-won"]');
    await expect.poll(() => won.textContent()).toContain('Seats for Ada');

    await page.goto(appUrl('/invoicing', slug));
    await page.getByLabel('Accepted quote').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create invoice' }).click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect.poll(() => invoices.textContent()).toContain(`INV-${new Date().getUTCFullYear()}-0001`);
    expect(await invoices.textContent()).toContain('USD 614.46');
    await screenshot(page, 'invoicing');
    await page.context().close();
    await customer.context().close();
  });
});
