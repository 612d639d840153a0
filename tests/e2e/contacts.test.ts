import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, fetchInPage, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('contacts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('creates a contact in the modal, favourites, tags, edits, deletes and restores it', async () => {
    const { slug, owner } = await signUpWorkspace('contacts');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl('/contacts', slug));
    await page.getByText('No contacts found').waitFor();
    expect(await page.getByText('Try adjusting your search or filters').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Add Lead' }).click();
    await page.waitForURL(/\/contacts\/new$/);
    const create = page.getByRole('dialog', { name: 'Add New Contact' });
    await create.getByLabel('First Name').fill('Ada');
    await create.getByLabel('Last Name').fill('Lovelace');
    await create.getByLabel('Email *').fill('not-an-email');
    await create.getByRole('button', { name: 'Create Contact' }).click();
    await create.getByText('Email must be a valid email address').waitFor();
    await create.getByLabel('Email *').fill('ada@engines.test');
    await create.getByLabel('Company').fill('Analytical Engines');
    await create.getByRole('button', { name: 'Create Contact' }).click();
    await page.waitForURL(/\/contacts$/);

    const row = page.getByRole('row', { name: /Ada Lovelace/ });
    await row.waitFor();
    expect(await row.getByText('Analytical Engines').isVisible()).toBe(true);
    const created = (await fetchInPage(page, '/api/contacts')).body.items[0]!;
    expect(created).toMatchObject({ name: 'Ada Lovelace', status: 'lead', interestLevel: 'medium' });
    expect(created.avatarSrc).toMatch(/^\/avatars\/\d+\.svg$/);

    await row.getByRole('button', { name: 'Add Ada Lovelace to favourites' }).click();
    await row.getByRole('button', { name: 'Remove Ada Lovelace from favourites' }).waitFor();

    await row.getByRole('checkbox').check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByLabel('Tag to add to the selected contacts').fill('vip');
    await bulk.getByRole('button', { name: 'Add tag' }).click();
    await row.getByText('vip', { exact: true }).waitFor();

    await row.getByRole('link', { name: /Ada Lovelace/ }).click();
    const view = page.getByRole('dialog', { name: 'Contact Details' });
    await view.getByText(/Created .* ago/).waitFor();
    expect(await view.getByLabel('First Name').isDisabled()).toBe(true);
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await edit.getByLabel('Title').fill('Countess');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog', { name: 'Contact Details' }).waitFor();
    await page.keyboard.press('Escape');
    await row.getByText('Countess').waitFor();
    await screenshot(page, 'contacts-table');

    const saved = (await fetchInPage(page, `/api/contacts/${created.id}`)).body;
    expect(saved).toMatchObject({ title: 'Countess', isFavorite: true, tags: ['vip'] });

    await row.getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Contact deleted').waitFor();
    await page.getByText('No contacts found').waitFor();
    expect((await fetchInPage(page, `/api/contacts/${created.id}`)).status).toBe(404);

    await page.getByRole('button', { name: 'Undo' }).click();
    await row.waitFor();
    await expect.poll(async () => (await fetchInPage(page, `/api/contacts/${created.id}`)).status).toBe(200);

    const selectAll = page.getByRole('checkbox', { name: 'Select all loaded contacts' });
    await selectAll.check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByText('1 selected').waitFor();
    expect(await row.getByRole('checkbox').isChecked()).toBe(true);
    await selectAll.uncheck();
    await page.getByRole('region', { name: 'Bulk actions' }).waitFor({ state: 'detached' });
  });

  it('runs Smart Bulk Analysis from the card shown beside the bulk actions for the selected rows', async () => {
    const { slug, owner, client } = await signUpWorkspace('bulkcard');
    for (const name of ['Grace Hopper', 'Alan Turing']) {
      await client.post('/api/contacts', { name, email: `${name.split(' ')[0]!.toLowerCase()}@${slug}.test` });
    }
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/contacts', slug));
    for (const name of ['Grace Hopper', 'Alan Turing']) await page.getByLabel(`Select ${name}`).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByText('2 selected').waitFor();
    const card = page.getByRole('region', { name: 'Smart Bulk Analysis' });
    expect(await card.getByTestId('bulk-estimate-cost').textContent()).toBe('$0.10');
    await screenshot(page, 'contacts-bulk-analysis');
    // A click lands only on what is on top: the card must not sit under the bulk bar.
    await card.getByRole('button', { name: /^Run / }).click({ timeout: 5000 });
    await card.getByRole('status').getByText('2 of 2 analysed').waitFor();
  });
});
