import { formMinFillMs } from '@smartcrm/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('lead capture forms in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a two-step form built in the builder and sent from its hosted page makes a contact with its UTM source and consent', async () => {
    const { slug, owner } = await signUpWorkspace('fe2e');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/forms', slug));
    await page.getByRole('link', { name: 'New form' }).click();
    await page.getByLabel('Form name').fill('Webinar sign-up');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('New field kind').selectOption({ label: 'Consent checkbox' });
    await page.getByRole('button', { name: 'Add field' }).click();
    const consent = page.getByRole('group', { name: 'Field 3', exact: true });
    await consent.getByLabel('Consent text').fill('Send me the webinar recording.');
    await consent.getByLabel('Step').selectOption({ label: '2. Step 2' });
    // A choice, and a field shown only for one of its options.
    await page.getByLabel('New field kind').selectOption({ label: 'Select' });
    await page.getByRole('button', { name: 'Add field' }).click();
    const plan = page.getByRole('group', { name: 'Field 4', exact: true });
    await plan.getByLabel('Label').fill('Plan');
    await plan.getByLabel('Options (comma separated)').fill('Starter, Enterprise');
    await page.getByLabel('New field kind').selectOption({ label: 'Number' });
    await page.getByRole('button', { name: 'Add field' }).click();
    const seats = page.getByRole('group', { name: 'Field 5', exact: true });
    await seats.getByLabel('Label').fill('Seats');
    await seats.getByLabel('Show only when').selectOption({ label: 'Plan is…' });
    await seats.getByLabel('Enterprise').check();
    await seats.scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-condition');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const snippet = await page.getByLabel('Iframe embed').inputValue();
    expect(snippet).toMatch(/^<iframe src="http:\/\/[^"]+\/f\/[0-9a-f-]{36}"/);
    await screenshot(page, 'forms-builder');

    // A visitor opens the hosted page from a campaign link, without a session.
    const site = await newPage(browser);
    const hosted = /src="([^"]+)"/.exec(snippet)![1]!;
    await site.goto(`${hosted}?utm_source=newsletter&utm_campaign=launch`);
    const form = site.getByRole('form', { name: 'Webinar sign-up' });
    const name = '<script>alert("x")</script> Vera';
    await form.getByLabel('Full name *').fill(name);
    await form.getByLabel('Email *').fill('vera@webinar.test');
    await expect.poll(() => form.getByLabel('Seats').count()).toBe(0);
    await form.getByLabel('Plan').selectOption('Enterprise');
    await form.getByLabel('Seats').fill('12');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Send me the webinar recording.').check();
    // A person takes a few seconds to fill a form; a post sooner than that is taken for a bot's.
    await site.waitForTimeout(formMinFillMs);
    await form.getByRole('button', { name: 'Submit' }).click();
    await site.getByText('Thank you! We will be in touch.').waitFor();
    await screenshot(site, 'forms-hosted-page');

    await page.reload();
    const submissions = page.getByRole('table', { name: 'Form submissions' });
    await expect.poll(() => submissions.textContent()).toContain('newsletter');
    expect(await submissions.textContent()).toContain(name);
    expect(await submissions.textContent()).toContain('Given');
    const seatsColumn = await submissions.getByRole('columnheader').allTextContents();
    expect(seatsColumn).toContain('Seats');
    expect(await submissions.getByRole('cell', { name: '12', exact: true }).count()).toBe(1);
    await submissions.getByRole('link', { name }).click();
    await page.waitForURL(/\/contacts\/[0-9a-f-]{36}/);
    const contact = page.getByRole('dialog');
    await expect.poll(() => contact.getByLabel('Source').inputValue()).toBe('newsletter');
    await expect
      .poll(() => contact.textContent())
      .toContain('Submitted the form “Webinar sign-up” (source: newsletter)');
    await screenshot(page, 'forms-contact');
  });
});
