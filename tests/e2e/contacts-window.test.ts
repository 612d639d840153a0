import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, signInAt } from '../support/browser';
import { importContacts } from '../support/csv-imports';

const total = 2_500;
const name = (i: number) => `Person ${String(i).padStart(4, '0')}`;

describe('the contacts window', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** A workspace of `total` contacts, Person 0000 on, open on the contacts page sorted by name. */
  async function openContacts(view: 'table' | 'cards') {
    const { slug, owner, client } = await signUpWorkspace('ctwindow');
    const rows = Array.from({ length: total }, (_, i) => `${name(i)},p${i}@window.test`);
    await importContacts(client, `Name,Email\n${rows.join('\n')}\n`);
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.evaluate((v) => localStorage.setItem('smartcrm.contacts.view', v), view);
    await page.goto(appUrl('/contacts?sort=name', slug));
    return page;
  }

  it('drops pages far behind, loads them again scrolling back, and keeps their selection', async () => {
    const page = await openContacts('table');
    // The header counts the whole list from the first page on, not the 100 rows loaded.
    await page.getByText('2.5K contacts', { exact: true }).waitFor();
    expect(await page.getByText('2.5K contacts').getAttribute('title')).toBe('2,500');
    // Filtered, it counts the rows reached so far.
    const filtered = new URL(page.url());
    filtered.searchParams.set('search', 'Person');
    await page.goto(filtered.toString());
    await page.getByText('100+ contacts', { exact: true }).waitFor();
    await page.goBack();
    await page.getByLabel(`Select ${name(0)}`).check();
    const scroller = page.locator('.contacts-table__scroller');
    const reached = async () => Number(await page.locator('table.contacts-table').getAttribute('aria-rowcount')) - 1;
    // Down to the end: 25 pages of 100, more than the 10 the window keeps.
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          return reached();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(total);
    // The last page may have arrived after the last scroll: go to the new bottom.
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.getByRole('row', { name: new RegExp(name(total - 1)) }).waitFor();
    // The first page is gone from memory, its selected contact is not gone from the selection.
    expect(await page.getByText('1 selected').isVisible()).toBe(true);

    // Just above the window (rows 1,500 to 2,499 now): the page before it comes back.
    const rowHeight = await page
      .getByRole('row', { name: new RegExp(name(total - 1)) })
      .evaluate((el) => el.getBoundingClientRect().height);
    await scroller.evaluate((el, top) => el.scrollTo({ top }), 1_450 * rowHeight);
    await page.getByRole('row', { name: new RegExp(name(1_450)) }).waitFor();
    // Back to the top from far down: the list starts again from its first page, no walk back.
    const walkedBack: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('before=')) walkedBack.push(request.url());
    });
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.getByLabel(`Select ${name(0)}`).waitFor();
    expect(walkedBack).toEqual([]);
    expect(await page.getByLabel(`Select ${name(0)}`).isChecked()).toBe(true);
    expect(await page.getByLabel(`Select ${name(1)}`).isChecked()).toBe(false);
    expect(await reached()).toBe(total);
  });

  it('windows the cards the same way', async () => {
    const page = await openContacts('cards');
    const scroller = page.locator('.contact-cards__scroller');
    await page.getByRole('article', { name: name(0) }).waitFor();
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          return page.getByRole('article', { name: name(total - 1) }).count();
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(1);
    // Half way back up, well above the window: the pages come back before their neighbours.
    const shownNumbers = () =>
      page
        .locator('article.contact-card')
        .evaluateAll((cards) => cards.map((card) => Number(card.ariaLabel?.slice('Person '.length))));
    let numbers: number[] = [];
    // Cards above row 1,500, where the window began at the bottom, are back on screen.
    await expect
      .poll(
        async () => {
          await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
          numbers = await shownNumbers();
          return numbers.length > 0 && numbers.every((n) => n < 1_500);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)! - numbers[0]!).toBe(numbers.length - 1);
  });
});
