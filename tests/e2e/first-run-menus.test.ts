import { type FeatureName, PlanList } from '@smartcrm/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { appUrl, launchBrowser, screenshot, signInAt } from '../support/browser';
import {
  errorText,
  expectCleanDashboard,
  forgetSignedOut,
  labelsOf,
  signUpOn,
  walkMenus,
  watchedPage,
} from '../support/menu-walk';

/**
 * The plans an upgrade may name for an area: the listed ones that have it (the app names the cheapest
 * of them; plans are data, and other tests add plans of their own while this one runs).
 */
async function plansWith(page: Page, feature: FeatureName): Promise<string[]> {
  const listed = await page.evaluate(async () => {
    const response = await fetch('/api/plans', { headers: { 'X-Tenant-ID': localStorage.getItem('tenantId') ?? '' } });
    return response.json();
  });
  const { plans } = PlanList.parse(listed);
  return plans.filter((plan) => plan.listed && plan.features.includes(feature)).map((plan) => plan.name);
}
/** The plan an upgrade card's text names ("X is part of the Team plan"). */
const namedPlan = (text: string | null) => text?.match(/is part of the (.+?) plan/)?.[1] ?? text;

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

    // Added by hand, a section the plan lacks says which plan has it instead of failing.
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByRole('checkbox', { name: 'Executive Overview' }).check();
    await page.keyboard.press('Escape');
    const overview = page.locator('[data-section-id="executive-overview-section"]');
    const card = overview.locator('.upgrade-card__title');
    await card.waitFor();
    expect(await card.textContent()).toMatch(/^Executive Overview is part of the .+ plan$/);
    expect(await plansWith(page, 'analytics')).toContain(namedPlan(await card.textContent()));
    expect(watched.problems).toEqual([]);
    expect(await overview.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    const targets = await walkMenus(watched, 'starter super admin');
    const badgeOf = (href: string) => targets.find((target) => target.href === href)?.badge ?? null;
    expect(targets.filter((target) => target.href === '/pipeline-intelligence')).toHaveLength(1);
    expect(await plansWith(page, 'analytics')).toContain(badgeOf('/pipeline-intelligence'));
    expect(await plansWith(page, 'analytics')).toContain(badgeOf('/analytics'));
    expect(await plansWith(page, 'white-label')).toContain(badgeOf('/partner-dashboard'));
    // A deep link opens the same upgrade page (the sign-up stayed on the bare host, the workspace stored).
    await page.goto(appUrl('/pipeline-intelligence'));
    const upgrade = page.getByText(/^Pipeline Intelligence is part of the .+ plan$/);
    await upgrade.waitFor();
    expect(await plansWith(page, 'analytics')).toContain(namedPlan(await upgrade.textContent()));
    await screenshot(page, 'first-run-starter-upgrade');
  }, 240_000);

  it('walks every menu item of a new Professional workspace', async () => {
    const watched = await watchedPage(browser);
    await signUpOn(watched.page, 'professional');
    forgetSignedOut(watched);
    await expectCleanDashboard(watched, 'professional dashboard');
    const targets = await walkMenus(watched, 'professional super admin');
    expect(targets.find((target) => target.href === '/pipeline-intelligence')?.badge).toBeNull();
    const revenueSharing = targets.find((target) => target.href === '/revenue-sharing')?.badge ?? null;
    expect(await plansWith(watched.page, 'white-label')).toContain(revenueSharing);
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
