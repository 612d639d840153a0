import { cheapestPlanWith, type FeatureName, PlanList } from '@smartcrm/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { appUrl, launchBrowser, pageWaitMs, screenshot, signInAt } from '../support/browser';
import {
  errorText,
  expectCleanDashboard,
  forgetSignedOut,
  labelsOf,
  signUpOn,
  walkMenus,
  watchedPage,
} from '../support/menu-walk';

/** The plan an upgrade names for an area, as the app picks it from the plans the API lists. */
async function planNames(page: Page) {
  const listed = await page.evaluate(async () => {
    const response = await fetch('/api/plans', { headers: { 'X-Tenant-ID': localStorage.getItem('tenantId') ?? '' } });
    return response.json();
  });
  const { plans } = PlanList.parse(listed);
  return (feature: FeatureName) => cheapestPlanWith(plans, feature)?.name ?? null;
}

describe('first run on every plan: menus that fit, pages that open', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opens a new Starter workspace on a dashboard without errors, and marks what Professional adds', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await signUpOn(page, 'starter');
    forgetSignedOut(watched);
    await expectCleanDashboard(watched, 'starter dashboard');
    // The plan's default layout leaves out what it does not serve.
    expect(await page.locator('[data-section-id="executive-overview-section"]').count()).toBe(0);
    expect(await page.locator('[data-section-id="pipeline-section"]').count()).toBe(0);
    await screenshot(page, 'first-run-starter-dashboard');

    // Added by hand, a section the plan lacks says which plan has it instead of failing: the cheapest
    // listed one with the area (plans are data, and other tests add plans of their own).
    const planWith = await planNames(page);
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByRole('checkbox', { name: 'Executive Overview' }).check();
    await page.keyboard.press('Escape');
    const overview = page.locator('[data-section-id="executive-overview-section"]');
    // Polled as one figure, so a failure shows what the section held and what the API refused.
    await expect
      .poll(
        async () => ({
          shown: (await overview.count())
            ? await overview.locator('.dashboard-section__header ~ *').textContent()
            : null,
          problems: watched.problems,
        }),
        { timeout: pageWaitMs },
      )
      .toEqual({
        shown: expect.stringContaining(`Executive Overview is part of the ${planWith('analytics')} plan`),
        problems: [],
      });
    expect(await overview.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    const targets = await walkMenus(watched, 'starter super admin');
    const sales = targets.filter((target) => target.href === '/pipeline-intelligence');
    expect(sales).toEqual([
      { label: 'Pipeline Intelligence', href: '/pipeline-intelligence', badge: planWith('analytics') },
    ]);
    expect(targets.find((target) => target.href === '/analytics')?.badge).toBe(planWith('analytics'));
    expect(targets.find((target) => target.href === '/partner-dashboard')?.badge).toBe(planWith('white-label'));
    // A deep link opens the same upgrade page (the sign-up stayed on the bare host, the workspace stored).
    await page.goto(appUrl('/pipeline-intelligence'));
    await page.getByText(`Pipeline Intelligence is part of the ${planWith('analytics')} plan`).waitFor();
    await screenshot(page, 'first-run-starter-upgrade');
  }, 240_000);

  it('walks every menu item of a new Professional workspace', async () => {
    const watched = await watchedPage(browser);
    await signUpOn(watched.page, 'professional');
    forgetSignedOut(watched);
    await expectCleanDashboard(watched, 'professional dashboard');
    const targets = await walkMenus(watched, 'professional super admin');
    expect(targets.find((target) => target.href === '/pipeline-intelligence')?.badge).toBeNull();
    const planWith = await planNames(watched.page);
    expect(targets.find((target) => target.href === '/revenue-sharing')?.badge).toBe(planWith('white-label'));
  }, 240_000);

  it('walks every menu item of a new Enterprise workspace, none of them marked', async () => {
    const watched = await watchedPage(browser);
    await signUpOn(watched.page, 'enterprise');
    forgetSignedOut(watched);
    await expectCleanDashboard(watched, 'enterprise dashboard');
    const targets = await walkMenus(watched, 'enterprise super admin');
    expect(targets.filter((target) => target.badge)).toEqual([]);
    expect(labelsOf(targets)).toContain('Partner Onboarding');
  }, 240_000);

  it('opens every planned screen on what it will do and links to what works today, never "Not built yet"', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await signInAt(page, demo.tenant.slug, demo.users.super_admin);
    const planned = {
      '/system-overview': 'System Overview',
      '/wl': 'White Label',
      '/appointments-dashboard': 'Appointments Dashboard',
      '/appointments-basic': 'Appointments',
      '/analytics-remote': 'Insights AI Module',
    };
    for (const [path, title] of Object.entries(planned)) {
      await page.goto(appUrl(path, demo.tenant.slug));
      await page.getByRole('heading', { name: `What ${title} will do` }).waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toMatch(errorText);
      const links = page.getByRole('region', { name: 'Until then' }).getByRole('link');
      expect(await links.count(), path).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href, path).toMatch(/^\/[a-z]/);
      }
    }
    await screenshot(page, 'first-run-planned-page');
  }, 120_000);
});
