import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('exporting a view in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('exports the filtered contacts in the background and offers the file when it is ready', async () => {
    const { slug, owner, client } = await signUpWorkspace('expui');
    await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@navy.test', status: 'customer' });
    await client.post('/api/contacts', { name: 'Alan Turing', email: 'alan@bletchley.test', status: 'lead' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl('/contacts?status=customer', slug));
    await page.getByRole('row', { name: /Grace Hopper/ }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText('Your export is ready: 1 contact').waitFor();
    await screenshot(page, 'contacts-export-ready');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Grace,Hopper,grace@navy.test,/);
    // The button is ready for the next export.
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
  });
});
