import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';

describe('the bulk import wizard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('uploads a CSV, previews its rows with their problems, imports the good ones and lists the bad by line', async () => {
    const { operator } = await operatorWorkspace('e2ebop');
    const { slug, owner } = await tenantOnPlan(operator, 'enterprise', 'e2ebulk');
    const file = join(tmpdir(), `${slug}-people.csv`);
    writeFileSync(
      file,
      [
        'Email,Full Name,Role',
        'kim@people.test,Kim Lee,White label',
        'no-at-sign,Broken Row,user',
        'sam@people.test,Sam Ray,',
        'pat@people.test,Pat Doe,boss',
      ].join('\n'),
    );

    const page = await newPage(browser);
    await page.goto(appUrl('/signin', slug));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(appUrl('/bulk-import', slug));
    await page.locator('input[type=file]').setInputFiles(file);
    await page.waitForURL(/\/bulk-import\/[0-9a-f-]{36}$/);
    await page.getByText('Preview of the first 4 rows — 2 will not be imported').waitFor();
    await page.getByText('"no-at-sign" is not an email address').waitFor();
    await page.getByText('White-label user').first().waitFor();
    await screenshot(page, 'bulk-import-preview');

    await page.getByRole('button', { name: 'Import users' }).click();
    await page.getByRole('heading', { name: 'Import complete' }).waitFor();
    const rows = page.getByRole('table', { name: 'Rows not imported' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const cells = (n: number) => rows.nth(n).getByRole('cell').allTextContents();
    await expect.poll(() => cells(1)).toEqual(['3', 'email', '"no-at-sign" is not an email address']);
    await expect.poll(() => cells(2)).toEqual(['5', 'role', expect.stringMatching(/"boss" is not a role/)]);
    expect(await page.getByRole('progressbar', { name: 'Import' }).getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'bulk-import-done');

    await page.getByRole('link', { name: 'Go to User Management' }).click();
    await page.getByRole('row', { name: /kim@people\.test/ }).waitFor();
    await page.getByRole('row', { name: /sam@people\.test/ }).waitFor();
  });
});
