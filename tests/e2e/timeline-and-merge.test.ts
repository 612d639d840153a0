import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('timeline and duplicates in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('logs a note and a call in the contact view, merges a duplicate and undoes the merge', async () => {
    const { slug, owner, client } = await signUpWorkspace('tlm');
    const { body: ada } = await client.post('/api/contacts', {
      name: 'Ada Lovelace',
      email: 'ada@engines.test',
      phone: '+1 (555) 010-2030',
    });
    const { body: twin } = await client.post('/api/contacts', {
      name: 'Ada L.',
      email: 'ada.l@gmail.com',
      phone: '555.010.2030',
      company: 'Analytical Engines',
    });
    const { body: deal } = await client.post('/api/deals', {
      title: 'Difference engine',
      value: 9000,
      contactId: twin.id,
    });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl(`/contacts/${ada.id}`, slug));
    const view = page.getByRole('dialog', { name: 'Contact Details' });
    const timeline = view.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Contact created').waitFor();
    await view.getByLabel('Note', { exact: true }).fill('Met at the expo; wants a demo');
    await view.getByRole('button', { name: 'Add note' }).click();
    await timeline.getByText('Met at the expo; wants a demo').waitFor();

    await view.getByRole('tab', { name: 'Call' }).click();
    await view.getByLabel('Outcome').selectOption('connected');
    await view.getByLabel('Minutes').fill('5');
    await view.getByRole('button', { name: 'Log call' }).click();
    await timeline.getByText('Call · Connected · 5 min').waitFor();
    // An email needs a subject: said on the field before anything is sent.
    await view.getByRole('tab', { name: 'Email' }).click();
    await view.getByRole('button', { name: 'Log email' }).click();
    await view.getByText('Subject needs a subject').waitFor();
    await screenshot(page, 'activity-composer-error');
    expect((await client.get(`/api/contacts/${ada.id}`)).body.lastContact).not.toBeNull();
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(page, 'contact-timeline');

    const duplicates = view.getByRole('region', { name: /Possible duplicates/ });
    await duplicates.getByText('same phone').waitFor();
    await duplicates.getByRole('button', { name: 'Compare & merge' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge contacts' });
    await merge
      .getByRole('row', { name: /Company/ })
      .getByRole('radio', { name: 'Analytical Engines' })
      .check();
    await page.waitForTimeout(300);
    await screenshot(page, 'merge-dialog');
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    // Exact: the dialog's own description says the twin "is merged into Ada Lovelace" before it happens.
    const toast = page.getByText('Merged into Ada Lovelace', { exact: true });
    await toast.waitFor();
    await screenshot(page, 'merged-toast');
    expect((await client.get(`/api/contacts/${twin.id}`)).status).toBe(404);
    expect((await client.get(`/api/contacts/${ada.id}`)).body.company).toBe('Analytical Engines');
    expect((await client.get(`/api/deals/${deal.id}`)).body.contactId).toBe(ada.id);
    await page.waitForURL(/\/contacts$/);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Merge undone: Ada L. is back').waitFor();
    expect((await client.get(`/api/contacts/${twin.id}`)).body.name).toBe('Ada L.');
    expect((await client.get(`/api/contacts/${ada.id}`)).body.company).toBeNull();
    expect((await client.get(`/api/deals/${deal.id}`)).body.contactId).toBe(twin.id);

    await page.goto(appUrl('/contacts/duplicates', slug));
    await page.getByText('5550102030').waitFor();
    await screenshot(page, 'duplicates-page');

    await page.goto(appUrl(`/pipeline?deal=${deal.id}`, slug));
    await page
      .getByRole('list', { name: 'Timeline' })
      .getByText('Deal “Difference engine” created in Qualification')
      .waitFor();
    await page.getByRole('list', { name: 'Timeline' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'deal-drawer-timeline');
  });
});
