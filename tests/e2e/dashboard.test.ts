import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { launchBrowser, signInAt } from '../support/browser';

const hour = 3_600_000;
/** Within the hour and before midnight, so the appointment is still today's late in the evening. */
const laterToday = () => {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return new Date(now.getTime() + Math.min(hour, (midnight.getTime() - now.getTime()) / 2));
};
const localDate = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function seed(client: ApiClient) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const stage = (key: string) => pipelines.items[0]!.stages.find((s) => s.key === key)!.id;
  const { body: grace } = await client.post('/api/contacts', {
    name: 'Grace Hopper',
    email: 'grace@x.test',
    interestLevel: 'hot',
  });
  await client.post('/api/contacts', { name: 'Alan Turing', email: 'alan@x.test', interestLevel: 'hot' });
  await client.post('/api/contacts', { name: 'Cool Carl', email: 'carl@x.test', interestLevel: 'cold' });
  await client.post('/api/deals', { title: 'Compiler licence', value: 48_000, probability: 80, contactId: grace.id });
  await client.post('/api/deals', {
    title: 'Closed big',
    value: 90_000,
    stageId: stage('closed-won'),
    contactId: grace.id,
  });
  await client.post('/api/tasks', { title: 'Call Grace back', dueDate: localDate() });
  await client.post('/api/appointments', {
    title: 'Demo with Grace',
    startsAt: laterToday().toISOString(),
  });
  await client.post(`/api/contacts/${grace.id}/activities`, {
    kind: 'call',
    outcome: 'connected',
    durationSeconds: 300,
    body: 'Talked licences',
  });
}

const sectionOrder = (page: Page) =>
  page.locator('[data-section-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id')));

describe('the dashboard in the browser', () => {
  let browser: Browser;
  let workspace: Awaited<ReturnType<typeof signUpWorkspace>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    workspace = await signUpWorkspace('dash');
    await seed(workspace.client);
  });
  afterAll(async () => browser?.close());

  const open = async (theme = 'light', setup?: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await setup?.(page);
    await signInAt(page, workspace.slug, workspace.owner);
    return { context, page };
  };

  it("shows the tenant's real figures in every section, in both themes", async () => {
    for (const theme of ['light', 'dark']) {
      const { context, page } = await open(theme);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expect.poll(() => page.getByTestId('dash-total-revenue').first().textContent()).toContain('$90,000');
      // Conversion rate is won ÷ all deals created (spec 001 §9), and says so: never "of closed deals".
      const conversion = page.locator('.stat-card', { has: page.getByTestId('dash-conversion-rate') }).first();
      await expect.poll(() => conversion.textContent()).toContain('50%1 won of 2 deals created, last 30 days');
      expect(await conversion.getAttribute('title')).toMatch(/^Won ÷ all deals × 100/);
      await expect.poll(() => page.getByTestId('dash-pending-tasks').textContent()).toContain('1');
      await expect.poll(() => page.getByTestId('dash-today-appointments').textContent()).toContain('1');
      // The badge: 2 hot contacts + 1 pending task + 1 appointment today.
      await expect.poll(() => page.getByRole('status', { name: '4 items need attention' }).count()).toBe(1);
      const leads = page.getByRole('region', { name: 'New Leads' });
      await expect.poll(() => leads.textContent()).toContain('Grace Hopper');
      expect(await leads.textContent()).not.toContain('Cool Carl');
      await expect
        .poll(() => page.getByRole('region', { name: 'Recent Activity' }).textContent())
        .toContain('Talked licences');
      await expect
        .poll(() => page.getByRole('region', { name: 'Interaction History' }).textContent())
        .toContain('Grace Hopper');
      await expect
        .poll(() => page.getByRole('region', { name: 'Activities & Communications' }).textContent())
        .toContain('Demo with Grace');
      await expect
        .poll(() => page.getByRole('region', { name: 'Tasks Schedule and Stage Funnel' }).textContent())
        .toContain('Call Grace back');
      expect(await page.getByText(/Error loading section/).count()).toBe(0);
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Start Tour' }).click();
        const tour = page.getByRole('dialog', { name: 'Guided tour' });
        await expect.poll(() => tour.textContent()).toContain('Quick Actions');
        await tour.getByRole('button', { name: 'Continue' }).click();
        await expect.poll(() => tour.textContent()).toContain('Executive Overview');
        expect(await page.locator('.dashboard-section--highlight').getAttribute('data-section-id')).toBe(
          'executive-overview-section',
        );
        await page.screenshot({ path: 'test-results/dashboard-tour.png' });
        await tour.getByRole('button', { name: 'Previous' }).click();
        await expect.poll(() => tour.textContent()).toContain('Quick Actions');
        await tour.getByRole('button', { name: 'Skip Tour' }).click();
        await expect.poll(() => tour.count()).toBe(0);
      }
      await page.screenshot({ path: `test-results/dashboard-${theme}.png`, fullPage: true });
      await context.close();
    }
  });

  it('keeps a reordered layout after a reload and in another browser', async () => {
    const { context, page } = await open();
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByLabel(/Drag-and-drop mode/).check();
    await page.getByRole('button', { name: 'Done' }).click();
    const before = await sectionOrder(page);
    const handle = page.getByRole('button', { name: 'Move Recent Activity' });
    await handle.focus();
    // dnd-kit measures between key presses, as a person's pace allows.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => sectionOrder(page)).not.toEqual(before);
    const moved = await sectionOrder(page);
    expect(moved.indexOf('recent-activity-section')).toBeLessThan(before.indexOf('recent-activity-section'));
    await page.waitForTimeout(500); // the save is on its way
    await page.reload();
    await expect.poll(() => sectionOrder(page)).toEqual(moved);
    await context.close();

    const second = await open();
    await expect.poll(() => sectionOrder(second.page)).toEqual(moved);
    await second.context.close();
  });

  it('shows a broken section its error while the others work', async () => {
    const { context, page } = await open('light', async (p) => {
      await p.route('**/api/dashboard/recent-activity**', (route) => route.fulfill({ status: 500, body: '{}' }));
    });
    const broken = page.getByRole('region', { name: 'Recent Activity' });
    // The section's query gives up after its retries; the boundary then names the section.
    await expect
      .poll(() => broken.textContent(), { timeout: 20_000 })
      .toContain('Error loading section recent-activity-section');
    await expect.poll(() => page.getByTestId('dash-total-revenue').first().textContent()).toContain('$90,000');
    await expect.poll(() => page.getByRole('region', { name: 'New Leads' }).textContent()).toContain('Grace Hopper');
    await page.screenshot({ path: 'test-results/dashboard-broken-section.png' });
    await context.close();
  });

  it("says 'Failed to load dashboard data' and still opens when the deals cannot be read", async () => {
    const { context, page } = await open('light', async (p) => {
      await p.route('**/api/analytics/deal-analytics**', (route) => route.fulfill({ status: 500, body: '{}' }));
    });
    await page.getByText('Failed to load dashboard data').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'New Leads' }).textContent()).toContain('Grace Hopper');
    await context.close();
  });

  it('opens the new contact form from the New Contact quick action', async () => {
    const { context, page } = await open();
    // The badge recounts when a contact changes anywhere, without a reload.
    await expect.poll(() => page.getByRole('status', { name: '4 items need attention' }).count()).toBe(1);
    await workspace.client.post('/api/contacts', { name: 'Hot Newcomer', email: 'new@x.test', interestLevel: 'hot' });
    await expect.poll(() => page.getByRole('status', { name: '5 items need attention' }).count()).toBe(1);
    await page.getByRole('link', { name: 'New Contact' }).click();
    await page.waitForURL(/\/contacts\/new$/);
    await page.getByRole('dialog', { name: 'Add New Contact' }).waitFor();
    await context.close();
  });
});
