import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { addUser, signIn } from '../support/workspace-users';

async function winDeal(client: ApiClient, title: string, value: number) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const won = pipelines.items[0]!.stages.find((s: { kind: string }) => s.kind === 'won')!.id;
  const { body: deal } = await client.post('/api/deals', { title, value });
  await client.post(`/api/deals/${deal.id}/move`, { stageId: won, version: deal.version });
}

describe('commission tracker in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('an admin sets a rep’s plan and approves the month; the rep sees their own locked statement', async () => {
    const { slug, tenantId, owner } = await signUpWorkspace('ce2e');
    const rep = await addUser(tenantId, 'regular_user', slug);
    const repClient = await signIn(slug, rep);
    await winDeal(repClient, 'Engines for Ada', 4000);
    await winDeal(repClient, 'Looms for Charles', 2345);

    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/commission-tracker', slug));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Commission Tracker');
    const form = page.getByRole('form', { name: 'Commission plan' });
    await form.getByLabel('Rep').selectOption({ label: rep.name });
    await form.getByLabel('Rate %', { exact: true }).fill('10');
    await form.getByLabel('Quota per period').fill('10000');
    await form.getByLabel('Rate % once quota is met').fill('12');
    await form.getByRole('button', { name: 'Save plan' }).click();

    const lines = page.getByRole('table', { name: 'Statement lines' });
    await expect.poll(() => lines.textContent()).toContain('Looms for Charles');
    // 10 % of 4,000.00 + 2,345.00 (63.5 % of quota, below the 12 % tier)
    expect(await lines.textContent()).toContain('USD 234.50');
    await expect.poll(() => page.getByRole('region', { name: 'Statement' }).textContent()).toContain('USD 634.50');
    expect(await page.getByRole('region', { name: 'Statement' }).textContent()).toContain('63.5%');
    await page.getByRole('button', { name: 'Approve statement' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Statement' }).textContent(), { timeout: 10_000 })
      .toContain('Approved');
    await screenshot(page, 'commission-tracker');

    await winDeal(repClient, 'Won after approval', 1000);
    const repPage = await newPage(browser);
    await signInAt(repPage, slug, rep);
    await repPage.goto(appUrl('/commission-tracker', slug));
    await expect
      .poll(() => repPage.getByRole('region', { name: 'Statement' }).textContent(), { timeout: 10_000 })
      .toContain('Approved');
    expect(await repPage.getByRole('region', { name: 'Statement' }).textContent()).toContain('USD 634.50');
    expect(await repPage.getByRole('region', { name: 'Statement' }).textContent()).not.toContain('Won after approval');
    expect(await repPage.getByRole('form', { name: 'Commission plan' }).count()).toBe(0);
    expect(await repPage.getByRole('button', { name: 'Approve statement' }).count()).toBe(0);
  });
});
