import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('the contacts table layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('fits its width without scrolling sideways, dropping the least needed columns first', async () => {
    const { slug, owner, client } = await signUpWorkspace('ctlayout');
    await client.post('/api/contacts', {
      name: 'Maximiliana Featherstonehaugh-Worthington',
      email: 'maximiliana.featherstonehaugh@worthington-holdings.test',
      company: 'Worthington Holdings International',
      tags: ['enterprise', 'renewal'],
      status: 'customer',
      lastContact: new Date().toISOString(),
    });
    await client.post('/api/contacts', { name: 'Bo Li', email: 'bo@li.test' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.evaluate(() => localStorage.setItem('smartcrm.contacts.view', 'table'));

    const headers = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(appUrl('/contacts', slug));
      await page.getByRole('row', { name: /Bo Li/ }).waitFor();
      await screenshot(page, `contacts-table-${width}`);
      const scroller = page.locator('.contacts-table__scroller');
      const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `${width} px wide`).toBeLessThanOrEqual(0);
      return page.locator('.contacts-table__head th').allTextContents();
    };

    const wide = await headers(1600);
    expect(wide).toEqual(expect.arrayContaining(['Email', 'Company', 'Tags', 'Score', 'Last contact', 'Owner']));
    // The owner is the signed-in user; the last contact shows its exact time on hover.
    const maximiliana = page.getByRole('row', { name: /Maximiliana/ });
    expect(await maximiliana.getByRole('cell', { name: 'You', exact: true }).isVisible()).toBe(true);
    expect(await maximiliana.locator('time').getAttribute('title')).toMatch(/\d{4}/);
    const laptop = await headers(1280);
    const narrow = await headers(1024);
    for (const shown of [laptop, narrow]) {
      expect(shown).toEqual(expect.arrayContaining(['Name', 'Status']));
      expect(shown.length).toBeLessThanOrEqual(wide.length);
    }
    expect(narrow.length).toBeLessThan(wide.length);
    expect(await page.getByLabel('Select all loaded contacts').isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /Bo Li/ }).getByLabel('Select Bo Li').isVisible()).toBe(true);
  });
});
