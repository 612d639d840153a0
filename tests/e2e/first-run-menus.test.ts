import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { uniqueSlug } from '../support/api-client';
import { appUrl, launchBrowser, screenshot, signInAt } from '../support/browser';

/** What a first-time user must never meet: an error, a refusal, or a placeholder that says nothing. */
const errorText =
  /Could not load|Failed to load|Something went wrong|Error loading|Not built yet|don.t have access|needs a different role|HTTP error|Please sign in/i;

interface MenuTarget {
  label: string;
  href: string;
  /** The plan the menu marks the item with, when the workspace's plan leaves it off. */
  badge: string | null;
}

/** A page at 1280×900 that records every page error and every refused API call. */
async function watchedPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  let inFlight = 0;
  const isApi = (url: string) => /\/(api|functions)\//.test(new URL(url).pathname);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  page.on('requestfailed', (request) => {
    if (isApi(request.url())) inFlight--;
  });
  page.on('requestfinished', (request) => {
    if (isApi(request.url())) inFlight--;
  });
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  /** Waits until the page has asked the API everything it asks on arrival. */
  const settle = async () => {
    let quiet = 0;
    for (let i = 0; i < 100 && quiet < 4; i++) {
      await page.waitForTimeout(100);
      quiet = inFlight <= 0 ? quiet + 1 : 0;
    }
  };
  return { page, problems, settle };
}

/** Every item of the navigation bar: its tabs and the items of each dropdown, opened one at a time. */
async function menuTargets(page: Page): Promise<MenuTarget[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const read = (links: Element[]) =>
    links.map((a) => ({
      label: (a.querySelector('.nav-item__label') ?? a).firstChild?.textContent?.trim() ?? '',
      href: a.getAttribute('href') ?? '',
      badge: a.querySelector('.nav-plan-badge')?.textContent ?? null,
    }));
  const targets: MenuTarget[] = await nav.locator('a.nav-item').evaluateAll(read);
  const triggers = nav.locator('button.nav-item');
  for (let i = 0; i < (await triggers.count()); i++) {
    await triggers.nth(i).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    targets.push(...(await menu.getByRole('menuitem').evaluateAll(read)));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
  return targets;
}

/** Opens each menu item as the app does (client-side) and checks the page it lands on. */
async function walkMenus(watched: Awaited<ReturnType<typeof watchedPage>>, name: string) {
  const { page, problems, settle } = watched;
  const targets = await menuTargets(page);
  expect(targets.length, `${name}: menu items`).toBeGreaterThan(5);
  const seen = new Set<string>();
  for (const target of targets) {
    if (seen.has(target.href)) continue;
    seen.add(target.href);
    problems.length = 0;
    const samePage = new URL(page.url()).pathname === target.href.split('?')[0];
    // The page left behind is marked, so the walk waits for the next one to render.
    await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-walked', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target.href);
    const where = `${name} → ${target.label} (${target.href})`;
    // A page whose component stays mounted keeps its heading: that is seen below, not waited for.
    if (!samePage)
      await page
        .locator('h1:not([data-walked])')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
    await settle();
    expect(await page.locator('h1').count(), `${where}: a page heading`).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname, where).toBe(target.href.split('?')[0]);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text, where).not.toMatch(errorText);
    expect(problems, where).toEqual([]);
    if (target.badge) expect(text, where).toContain(`is part of the ${target.badge} plan`);
  }
  return targets;
}

async function signUpOn(page: Page, plan: 'starter' | 'professional' | 'enterprise') {
  const slug = uniqueSlug(`fr${plan.slice(0, 3)}`);
  await page.goto(appUrl(`/register?plan=${plan}`));
  await page.getByLabel('Company name').fill(`First Run ${plan}`);
  await page.getByLabel('Workspace').fill(slug);
  await page.getByLabel('Your name').fill('Fran First');
  await page.getByLabel('Email').fill(`fran@${slug}.test`);
  await page.getByLabel('Password').fill('first-run-password-1');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await page.waitForURL(/\/dashboard$/);
  return slug;
}

/** What the public sign-in and sign-up pages asked before anyone signed in is not the shell's concern. */
const forgetSignedOut = (watched: Awaited<ReturnType<typeof watchedPage>>) => {
  watched.problems.length = 0;
};

/** The dashboard as it opens: no error, no Retry that cannot help. */
async function expectCleanDashboard(watched: Awaited<ReturnType<typeof watchedPage>>, name: string) {
  const { page, problems, settle } = watched;
  await page.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 }).waitFor();
  await page.locator('[data-section-id]').first().waitFor();
  await settle();
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text, name).not.toMatch(errorText);
  expect(await page.getByRole('button', { name: 'Retry' }).count(), name).toBe(0);
  expect(problems, name).toEqual([]);
}

const labelsOf = (targets: MenuTarget[]) => targets.map((target) => target.label);

describe('first run on every plan and role: menus that fit, pages that open', () => {
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
    await overview.getByText('Executive Overview is part of the Professional plan').waitFor();
    expect(await overview.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(watched.problems).toEqual([]);

    const targets = await walkMenus(watched, 'starter super admin');
    const sales = targets.filter((target) => target.href === '/pipeline-intelligence');
    expect(sales).toEqual([{ label: 'Pipeline Intelligence', href: '/pipeline-intelligence', badge: 'Professional' }]);
    expect(targets.find((target) => target.href === '/analytics')?.badge).toBe('Professional');
    expect(targets.find((target) => target.href === '/partner-dashboard')?.badge).toBe('Enterprise');
    // A deep link opens the same upgrade page (the sign-up stayed on the bare host, the workspace stored).
    await page.goto(appUrl('/pipeline-intelligence'));
    await page.getByText('Pipeline Intelligence is part of the Professional plan').waitFor();
    await screenshot(page, 'first-run-starter-upgrade');
  }, 240_000);

  it('walks every menu item of a new Professional workspace', async () => {
    const watched = await watchedPage(browser);
    await signUpOn(watched.page, 'professional');
    forgetSignedOut(watched);
    await expectCleanDashboard(watched, 'professional dashboard');
    const targets = await walkMenus(watched, 'professional super admin');
    expect(targets.find((target) => target.href === '/pipeline-intelligence')?.badge).toBeNull();
    expect(targets.find((target) => target.href === '/revenue-sharing')?.badge).toBe('Enterprise');
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

  for (const role of ['super_admin', 'wl_user', 'regular_user'] as const) {
    it(`walks every menu item of the demo workspace as its ${role.replace('_', ' ')}`, async () => {
      const watched = await watchedPage(browser);
      await signInAt(watched.page, demo.tenant.slug, demo.users[role]);
      forgetSignedOut(watched);
      await expectCleanDashboard(watched, `demo ${role} dashboard`);
      const targets = await walkMenus(watched, `demo ${role}`);
      const hrefs = targets.map((target) => target.href);
      if (role === 'regular_user') {
        // Only what the role may open: no White label, Sales, AI tools or assistants, no empty group.
        for (const refused of [
          '/white-label',
          '/package-builder',
          '/pipeline-intelligence',
          '/ai-tools',
          '/assistants',
        ]) {
          expect(hrefs).not.toContain(refused);
        }
        expect(hrefs.some((href) => href.startsWith('/ai-tools'))).toBe(false);
        const groups = await watched.page
          .getByRole('navigation', { name: 'Main' })
          .locator('button.nav-item .nav-item__label')
          .allTextContents();
        expect(groups.map((group) => group.trim())).not.toContain('White label');
        expect(groups.map((group) => group.trim())).not.toContain('Sales');
        expect(groups.map((group) => group.trim())).not.toContain('AI Tools');
      } else {
        expect(hrefs).toContain('/pipeline-intelligence');
        expect(hrefs).toContain('/assistants');
      }
      await screenshot(watched.page, `first-run-demo-${role}`);
    }, 240_000);
  }
});
