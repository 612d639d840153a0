import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';

describe('Ctrl/Cmd-K search in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opens from the keyboard, highlights matches and opens the chosen record', async () => {
    const { slug, owner, client } = await signUpWorkspace('cmdk');
    const { body: ada } = await client.post('/api/contacts', {
      name: 'Ada Lovelace',
      email: 'ada@engines.test',
      company: 'Analytical Engines',
    });
    await client.post('/api/deals', { title: 'Engines renewal', value: 12_500, contactId: ada.id });

    const page = await newPage(browser);
    await page.goto(appUrl('/signin', slug));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole('button', { name: /^Search/ }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    const input = palette.getByPlaceholder('Search contacts, companies, deals, tasks, notes…');
    await input.waitFor();
    await palette.getByText('Type at least 2 characters to search.').waitFor();

    await input.fill('engine');
    const deal = palette.getByRole('option', { name: /Engines renewal/ });
    await deal.waitFor();
    expect(await palette.getByRole('option', { name: /Analytical Engines/ }).count()).toBeGreaterThan(0);
    expect(await deal.locator('mark').first().textContent()).toBe('Engine');
    await screenshot(page, 'global-search');

    await input.fill('zzzz-nothing');
    await palette.getByText('No results for "zzzz-nothing"').waitFor();

    await input.fill('lovelace');
    await palette.getByRole('option', { name: /Ada Lovelace/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/contacts/${ada.id}$`));
    const details = page.getByRole('dialog', { name: 'Contact Details' });
    expect(await details.getByLabel('Email *').inputValue()).toBe('ada@engines.test');
  });
});
