import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, fetchInPage, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('AI analysis in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('analyses a contact from its modal, explains the score and enriches it on acceptance', async () => {
    const { slug, owner, client } = await signUpWorkspace('aie2e');
    const { body: contact } = await client.post('/api/contacts', {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: `katherine@${slug}-orbital.com`,
      title: 'Director of Flight Research',
      interestLevel: 'hot',
    });
    await client.post(`/api/contacts/${contact.id}/activities`, { kind: 'call', outcome: 'connected' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl(`/contacts/${contact.id}`, slug));
    const modal = page.getByRole('dialog', { name: 'Contact Details' });
    // Auto-scoring (on by default) has scored it already with the built-in rules, before anyone asked.
    await modal.getByTestId('ai-score').getByText('Senior leader').waitFor();
    await modal.getByRole('button', { name: 'AI Analysis' }).click();
    const complete = modal.getByRole('region', { name: 'Analysis Complete' });
    await complete.waitFor();
    expect(await complete.textContent()).toContain('3 tasks completed');
    expect(await complete.textContent()).toContain('Built-in rules (no language model)');
    // Without a model, the outcome says where one is connected.
    await complete.getByRole('link', { name: 'Connect a language model' }).waitFor();
    const score = modal.getByTestId('ai-score');
    await score.getByText('Senior leader').waitFor();
    await score.getByText(/1 call in the last 30 days/).waitFor();
    const stored = (await fetchInPage(page, `/api/ai/contacts/${contact.id}`)).body.score!;
    await modal.getByText(`${stored.score}`, { exact: true }).first().waitFor();
    // AI Insights above the form reads the same score: never "Not scored yet" over a shown score.
    await expect
      .poll(() => modal.getByTestId('ai-insights-score').textContent())
      .toBe(`${stored.score} / 100 lead score`);
    // The score says which model answered and where to connect one.
    const source = score.getByTestId('model-source');
    expect(await source.textContent()).toContain('Scored by Built-in rules');
    expect(await source.getByRole('link', { name: 'Connect a language model' }).getAttribute('href')).toBe(
      '/ai-integration',
    );
    await screenshot(page, 'ai-contact-analysis');

    await modal.getByRole('button', { name: 'Enrich Data' }).click();
    await modal.getByRole('button', { name: 'Accept Company' }).click();
    await modal.getByRole('button', { name: 'Accept Company' }).waitFor({ state: 'detached' });
    const updated = (await fetchInPage(page, `/api/contacts/${contact.id}`)).body;
    expect(updated.company).toBe(`${slug[0]?.toUpperCase()}${slug.slice(1)} Orbital`);
    expect(updated.title).toBe('Director of Flight Research');
  });

  it('shows the AI hub on the dashboard with real usage, and the integrations badges', async () => {
    const { slug, owner, client } = await signUpWorkspace('aihub');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await client.post('/api/contacts', { name: `Lead ${i}`, email: `l${i}@${slug}.com` })).body.id);
    await client.post('/functions/v1/smart-bulk', { contacts: ids });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/ai-integration', slug));
    const hub = page.getByRole('tablist', { name: 'AI Smart Features Hub' });
    await hub.getByRole('tab', { name: 'AI Performance' }).click();
    await page.getByTestId('ai-requests').getByText('1').waitFor();
    await page.getByText('Model Usage Breakdown').waitFor();
    await page.getByRole('cell', { name: 'builtin-rules' }).waitFor();
    await screenshot(page, 'ai-hub-performance');
    await hub.getByRole('tab', { name: 'AI Controls' }).click();
    await page.getByRole('button', { name: /^Smart Scoring/ }).waitFor();
    for (const name of ['Lead 0', 'Lead 1']) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    const bulk = page.getByRole('region', { name: 'Smart Bulk Analysis' });
    expect(await bulk.getByTestId('bulk-estimate-cost').textContent()).toBe('$0.10');
    await screenshot(page, 'ai-hub-controls');
    // Turning auto-scoring off is kept for the workspace (a reload shows it off).
    const autoScoring = page.getByRole('checkbox', { name: /Auto-scoring/ });
    expect(await autoScoring.isChecked()).toBe(true);
    await autoScoring.uncheck();
    await expect.poll(async () => (await fetchInPage(page, '/api/ai/preferences')).body.autoScoring).toBe(false);
    await page.reload();
    await page.getByRole('checkbox', { name: /Automatic insights/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Auto-scoring/ }).isChecked()).toBe(false);
    // Risks join the default insight types (opportunities and recommendations) for the workspace.
    await page.getByRole('group', { name: 'Insight types' }).getByRole('checkbox', { name: /Risks/ }).check();
    await expect
      .poll(async () => (await fetchInPage(page, '/api/ai/preferences')).body.insightTypes)
      .toEqual(['opportunity', 'recommendation', 'risk']);
    await page.getByRole('group', { name: 'AI preferences' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-preferences');
    for (const api of ['Google AI API', 'OpenAI API']) {
      expect(await page.getByRole('listitem').filter({ hasText: api }).textContent()).toContain('Not Connected');
    }
    await page.getByRole('region', { name: 'Bulk runs' }).getByTestId('bulk-run').first().waitFor();
    await screenshot(page, 'ai-integration-page');
    // The hub and the integrations panel are dashboard sections a user adds to their layout.
    const layout = await client.request('PUT', '/api/dashboard/layout', {
      order: ['ai-smart-features-hub', 'integrations-system'],
      hidden: [],
    });
    expect(layout.status).toBe(200);
    await page.goto(appUrl('/dashboard', slug));
    await page.getByRole('tablist', { name: 'AI Smart Features Hub' }).waitFor();
    await screenshot(page, 'ai-dashboard');
  });
});
