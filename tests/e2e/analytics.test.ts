import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, screenshot, signInAt } from '../support/browser';

const screens = [
  ['/analytics', 'Analytics'],
  ['/pipeline-intelligence', 'Pipeline Intelligence'],
  ['/deal-risk-monitor', 'Deal Risk Monitor'],
  ['/smart-conversion-insights', 'Smart Conversion Insights'],
  ['/pipeline-health-dashboard', 'Pipeline Health Dashboard'],
  ['/sales-cycle-analytics', 'Sales Cycle Analytics'],
  ['/win-rate-intelligence', 'Win Rate Intelligence'],
  ['/ai-sales-forecast', 'AI Sales Forecast'],
  ['/live-deal-analysis', 'Live Deal Analysis'],
  ['/competitor-insights', 'Competitor Insights'],
  ['/revenue-intelligence', 'Revenue Intelligence'],
] as const;

async function seedDeals(client: ApiClient) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const stage = (key: string) => pipelines.items[0]!.stages.find((s) => s.key === key)!.id;
  const { body: contact } = await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@x.test' });
  const deals = [
    { title: 'Compiler licence', value: 48_000, probability: 80, contactId: contact.id },
    { title: 'Navy support', value: 12_000, probability: 20, expectedCloseDate: '2031-02-01' },
    { title: 'Training', value: 6000, probability: 55 },
    { title: 'Closed big', value: 90_000, stageId: stage('closed-won'), contactId: contact.id },
    { title: 'Gone', value: 15_000, stageId: stage('closed-lost') },
  ];
  for (const deal of deals) expect((await client.post('/api/deals', deal)).status).toBe(201);
}

describe('the analytics screens in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // Eleven screens a theme: one test per theme, so a busy machine has the whole budget for each.
  it.each(['light', 'dark'])(
    'shows every screen with its key figure in the %s theme',
    async (theme) => {
      const { slug, client, owner } = await signUpWorkspace(`anle2e${theme}`);
      await seedDeals(client);
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signInAt(page, slug, owner);
      for (const [path, title] of screens) {
        await page.goto(appUrl(path, slug));
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: title }).count(), { timeout: 10_000 })
          .toBe(1);
        const figure = path === '/analytics' ? page.getByTestId('kpi-total-revenue') : page.getByTestId('key-figure');
        await figure.waitFor();
        expect(await page.getByText('Something went wrong').count(), path).toBe(0);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
        await screenshot(page, `analytics-${path.slice(1)}-${theme}`);
      }
      expect(await page.getByTestId('key-figure').textContent()).toBe('$90,000'); // revenue: the one won deal
      await context.close();
    },
    120_000,
  );

  it('leads View All Deals to the pipeline list filtered to those deals', async () => {
    const { slug, client, owner } = await signUpWorkspace('anllink');
    await seedDeals(client);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/deal-risk-monitor', slug));
    expect(await page.getByTestId('key-figure').textContent()).toBe('1'); // Navy support, 20 %
    await page.getByRole('region', { name: 'High-Risk Deals' }).getByRole('link', { name: 'View All Deals' }).click();
    await page.waitForURL(/\/pipeline\?view=list&segment=high-risk/);
    await page.getByTestId('deal-segment').waitFor();
    await expect.poll(() => page.locator('.deals-list tbody tr').count()).toBe(1);
    expect(await page.locator('.deals-list tbody tr').textContent()).toContain('Navy support');
    await screenshot(page, 'analytics-view-all-deals');
    await context.close();
  });
});
