import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';
import { signUpWorkspace } from '../support/api-client';

describe('custom domains on the white-label page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('adds a domain, shows the DNS records to create and why a check did not verify it', async () => {
    const { slug, owner } = await signUpWorkspace('e2edom');
    const page = await newPage(browser);
    await page.goto(appUrl('/signin', slug));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(appUrl('/white-label-management', slug));
    await page.getByLabel('Domain', { exact: true }).fill(`crm.${slug}.example`);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const item = page.getByRole('listitem', { name: `crm.${slug}.example` });
    await item.getByText(`_smartcrm-verification.crm.${slug}.example`).waitFor();
    await item.getByRole('button', { name: 'Verify' }).click();
    await item.getByText(/No TXT record|DNS could not be asked/).waitFor();
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'custom-domains');
  });
});
