import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueSlug } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { operatorWorkspace } from '../support/operators';

describe("the public site's forms in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("a visitor's message and newsletter sign-up reach the platform operators' inbox and list", async () => {
    const visitor = await newPage(browser);
    await visitor.goto(appUrl('/contact'));
    const form = visitor.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Your name is required').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();

    const sender = uniqueSlug('visitor');
    const message = `We resell CRMs to 40 agencies (${sender}); can we white-label yours?`;
    await form.getByLabel('Your name').fill('Vera Visitor');
    await form.getByLabel('Email').fill(`vera@${sender}.test`);
    await form.getByLabel('Company (optional)').fill('Agency Forty');
    await form.getByLabel('Topic').selectOption('partnership');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.locator('.contact-form__done').waitFor();

    const footer = visitor.locator('footer');
    await footer.getByLabel('Email address').fill(`news@${sender}.test`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.locator('.newsletter__done').waitFor();
    await screenshot(visitor, 'public-forms-sent');

    const { slug, owner } = await operatorWorkspace('inbox');
    const ops = await newPage(browser);
    await signInAt(ops, slug, owner);
    await ops.goto(appUrl('/admin/inbox', slug));
    const item = ops.locator('.inbox-item', { hasText: message });
    await item.waitFor();
    expect(await item.textContent()).toContain('Partnerships and white-label');
    expect(await item.getByRole('link', { name: `vera@${sender}.test` }).getAttribute('href')).toBe(
      `mailto:vera@${sender}.test`,
    );
    await screenshot(ops, 'operator-inbox');

    await ops.goto(appUrl('/admin/newsletter', slug));
    await ops.getByLabel('Show').selectOption('pending');
    const row = ops.getByRole('row', { name: new RegExp(`news@${sender}\\.test`) });
    await expect.poll(() => row.textContent()).toContain('Waiting');
  });
});
