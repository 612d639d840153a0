import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, screenshot, signInAt } from '../support/browser';

describe('the report builder in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('builds won value by stage, draws it, drills into the bar and saves the report', async () => {
    const { slug, client, owner } = await signUpWorkspace('rpte2e');
    const { body: pipelines } = await client.get('/api/pipelines');
    const stage = (key: string) => pipelines.items[0]!.stages.find((s) => s.key === key)!.id;
    const deals = [
      { title: 'Closed big', value: 90_000, stageId: stage('closed-won') },
      { title: 'Closed small', value: 10_000, stageId: stage('closed-won') },
      { title: 'Still open', value: 5_000 },
      { title: 'Gone', value: 15_000, stageId: stage('closed-lost') },
    ];
    for (const deal of deals) expect((await client.post('/api/deals', deal)).status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/business-analysis', slug));
    await page.getByRole('heading', { level: 1, name: 'Business Analysis' }).waitFor();

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter 1 field').selectOption('status');
    await page.getByLabel('Filter 1 value').selectOption('won');
    await page.getByLabel('Group by', { exact: true }).selectOption('stage');
    await page.getByLabel('Measure').selectOption('sum');
    await expect.poll(() => page.getByRole('table', { name: 'Report result' }).textContent()).toContain('100,000');
    const bars = page.locator('.recharts-bar-rectangle');
    await expect.poll(() => bars.count()).toBe(1);
    await screenshot(page, 'report-builder');

    await bars.first().click();
    const records = page.getByTestId('drill-record');
    await expect.poll(() => records.count()).toBe(2);
    expect((await records.allInnerTexts()).map((text) => text.split('\t')[0]).sort()).toEqual([
      'Closed big',
      'Closed small',
    ]);
    await screenshot(page, 'report-builder-drill');

    await page.getByLabel('Name', { exact: true }).fill('Won by stage');
    await page.getByRole('button', { name: 'Save report' }).click();
    await expect
      .poll(async () => (await client.get('/api/reports')).body.items.map((r) => r.name))
      .toEqual(['Won by stage']);
    await context.close();
  });
});
