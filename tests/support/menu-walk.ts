/** A first-time user's walk through the shell's menus: every item opens a page without an error. */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueSlug } from './api-client';
import { appUrl, pageWaitMs } from './browser';

/** What a first-time user must never meet: an error, a refusal, or a placeholder that says nothing. */
export const errorText =
  /Could not load|Failed to load|Something went wrong|Error loading|Not built yet|don.t have access|needs a different role|HTTP error|Please sign in/i;

interface MenuTarget {
  label: string;
  href: string;
  /** The plan the menu marks the item with, when the workspace's plan leaves it off. */
  badge: string | null;
}

/** A page at 1280×900 that records every page error and every refused API call. */
export async function watchedPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(pageWaitMs);
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
export async function walkMenus(watched: Awaited<ReturnType<typeof watchedPage>>, name: string) {
  const { page, problems, settle } = watched;
  const targets = await menuTargets(page);
  expect(targets.length, `${name}: menu items`).toBeGreaterThan(5);
  const seen = new Set<string>();
  for (const target of targets) {
    if (seen.has(target.href)) continue;
    seen.add(target.href);
    problems.length = 0;
    const samePage = new URL(page.url()).pathname === target.href.split('?')[0];
    // The page left behind is marked, so the walk waits for the next one to render: a new heading, or
    // (an upgrade page stays mounted from one area to the next) the same heading over other text.
    const before = await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-walked', '');
      const text = document.querySelector('main')?.textContent ?? '';
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return text;
    }, target.href);
    const where = `${name} → ${target.label} (${target.href})`;
    if (!samePage)
      await page
        .waitForFunction(
          (text) =>
            document.querySelector('h1:not([data-walked])') !== null ||
            (document.querySelector('h1[data-walked]') !== null &&
              (document.querySelector('main')?.textContent ?? '') !== text),
          before,
          { timeout: 5000 },
        )
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

export async function signUpOn(page: Page, plan: 'starter' | 'professional' | 'enterprise') {
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
export const forgetSignedOut = (watched: Awaited<ReturnType<typeof watchedPage>>) => {
  watched.problems.length = 0;
};

/** The dashboard as it opens: no error, no Retry that cannot help. */
export async function expectCleanDashboard(watched: Awaited<ReturnType<typeof watchedPage>>, name: string) {
  const { page, problems, settle } = watched;
  await page.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 }).waitFor();
  await page.locator('[data-section-id]').first().waitFor();
  await settle();
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text, name).not.toMatch(errorText);
  expect(await page.getByRole('button', { name: 'Retry' }).count(), name).toBe(0);
  expect(problems, name).toEqual([]);
}

export const labelsOf = (targets: MenuTarget[]) => targets.map((target) => target.label);
