import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

const csv = [
  'Name,Email,Lead Status,Address',
  'Ann One,ann@x.test,On Hold,1 Main St',
  'Bob Two,bob@x.test,Frozen,2 Side St',
  'Cy Three,cy@x.test,customer,',
].join('\n');

describe('contacts CSV import in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("maps the file's own status values one by one, and reports the bad value of a row it could not import", async () => {
    const { slug, client, owner } = await signUpWorkspace('cimp');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/contacts/import', slug));
    await page.locator('input[type=file]').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.waitForURL(/\/contacts\/import\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByLabel('Field for Address').inputValue()).toBe('customField');
    await expect.poll(() => page.getByLabel('Field for Lead Status').inputValue()).toBe('status');
    // "On Hold" is guessed; "Frozen" is the user's to choose, and is left unmapped here.
    await expect.poll(() => page.getByLabel('Status for On Hold').inputValue()).toBe('prospect');
    expect(await page.getByLabel('Status for Frozen').inputValue()).toBe('');
    expect(await page.getByLabel('Status for customer').count()).toBe(0);
    await page.getByLabel('Status for On Hold').selectOption('churned');
    await screenshot(page, 'contact-import-status-values');
    await page.getByRole('button', { name: 'Start import' }).click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Import complete' }).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('1 rows not imported').count()).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: 'Frozen', exact: true }).count()).toBe(1);
    await screenshot(page, 'contact-import-done');

    const { body } = await client.get('/api/contacts?search=ann@x.test');
    expect(body.items[0]).toMatchObject({ status: 'churned', customFields: { Address: '1 Main St' } });
  });
});
