import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { ApiClient } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';

/** App routes a visitor may be sent to from the site; they answer with the sign-in page. */
const signInFirst = new Set(['/ai-tools']);

/** Console errors and uncaught exceptions of a page, as a visitor's browser shows them. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function sameOriginLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.filter((href) => new URL(href).origin === origin);
}

/** The landing page, once its hero (not the loading screen) is shown. */
async function openLanding(page: Page) {
  // The landing page is prerendered: it shows before its code has arrived and made it interactive.
  await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: /who to call next/ }).waitFor();
  // Its scripts load after the first paint; on a busy machine the network may idle before they
  // start. A click on the header's menu before React has taken the markup over does nothing.
  await page.waitForFunction(() => {
    const features = [...document.querySelectorAll('header button')].find((b) => b.textContent?.includes('Features'));
    return features !== undefined && Object.keys(features).some((key) => key.startsWith('__reactProps'));
  });
}

async function signIn(page: Page) {
  await page.goto(appUrl('/signin', 'demo'));
  await page.getByLabel('Email').fill(demo.users.regular_user.email);
  await page.getByLabel('Password').fill(demo.users.regular_user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe('the public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('has no dead end: every link from / leads to a page of its own, without console errors', async () => {
    const page = await newPage(browser);
    const errors = watchConsole(page);
    const queue = ['/'];
    const visited = new Set<string>();
    const anchors: { path: string; id: string }[] = [];
    const deadEnds: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      visited.add(path);
      await page.goto(appUrl(path), { waitUntil: 'networkidle' });
      const landed = new URL(page.url()).pathname;
      const expected = signInFirst.has(path) ? '/signin' : path;
      if (landed !== expected) {
        deadEnds.push(`${path} → ${landed}`);
        continue;
      }
      await page.locator('main h1').first().waitFor();
      if (await page.getByText('Something went wrong').count()) deadEnds.push(`${path} shows the error page`);
      if (signInFirst.has(path)) continue;
      for (const href of await sameOriginLinks(page)) {
        const url = new URL(href);
        if (url.hash) anchors.push({ path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
        if (!visited.has(url.pathname)) queue.push(url.pathname);
      }
    }
    // The page renders after its code arrives (the network may be idle a moment before): wait for the anchor.
    const hasAnchor = (id: string) =>
      page
        .locator(`[id="${id}"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
    for (const { path, id } of anchors) {
      if (path === '/') continue; // checked below, once the landing page is open
      await page.goto(appUrl(path), { waitUntil: 'networkidle' });
      if (!(await hasAnchor(id))) deadEnds.push(`${path}#${id} has no such anchor`);
    }
    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    for (const { id } of anchors.filter((anchor) => anchor.path === '/')) {
      if (!(await hasAnchor(id))) deadEnds.push(`/#${id} has no such anchor`);
    }

    expect(deadEnds).toEqual([]);
    expect(errors).toEqual([]);
    // The spec's pages are all reachable from the front page.
    for (const path of [
      '/features/pipeline/deal-health',
      '/features/semantic-search/integrations',
      '/features/vision-analyzer/gallery',
      '/ai-tools/image-generator',
      '/legal/cookies',
      '/status',
      '/demo/dashboard',
      '/voice-profiles',
      '/landing/features/contacts',
    ]) {
      expect(visited).toContain(path);
    }
  }, 300_000);

  it('serves the whole landing page as markup, its figures final, and wires the sections below the first screen up after it', async () => {
    // What a visitor without script (or before it has run) gets: every section, real numbers.
    const html = await (await fetch(appUrl('/'))).text();
    for (const text of ['Questions, answered', 'Built for every seat on the sales team', '9.5 hours', '5,000+']) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/>0(\.0)?( hours|%|\+)</);

    const page = await newPage(browser);
    const errors = watchConsole(page);
    await openLanding(page);
    const next = page.getByRole('button', { name: 'Next use case' });
    const slide = page.locator('.carousel__slide[aria-hidden="false"] .carousel__team');
    const first = await slide.textContent();
    await next.scrollIntoViewIfNeeded();
    // Hydrated after the first screen: the carousel answers its buttons.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: /Pause carousel|Resume carousel/ }).waitFor();
        if ((await slide.textContent()) === first) await next.click();
        return slide.textContent();
      })
      .not.toBe(first);
    expect(errors).toEqual([]);
  });

  it('turns the header solid with a shadow once the page scrolls past 10 px', async () => {
    const page = await newPage(browser);
    await openLanding(page);
    const header = page.locator('header.site-header');
    await header.waitFor();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await screenshot(page, 'public-header-scrolled');
  });

  it('closes the Features dropdown on an outside click', async () => {
    const page = await newPage(browser);
    await openLanding(page);
    await page.getByRole('button', { name: 'Features' }).click();
    const contacts = page.getByRole('link', { name: /Contact Management/ });
    await contacts.waitFor();
    await screenshot(page, 'public-features-open');
    // Beside the open menu, on the hero.
    await page.mouse.click(1100, 660);
    await expect.poll(() => contacts.count()).toBe(0);

    await page.getByRole('button', { name: 'Features' }).click();
    await page.getByRole('link', { name: /Deal Pipeline/ }).click();
    await page.waitForURL(/\/features\/pipeline$/);
    await page.getByRole('heading', { level: 1, name: 'See every deal, forecast every quarter' }).waitFor();
  });

  it('offers the mobile menu on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openLanding(page);
    expect(await page.getByRole('button', { name: 'Features' }).isVisible()).toBe(false);
    await screenshot(page, 'public-landing-mobile-light');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const name of ['AI Sales Tools', 'Contact Management', 'Deal Pipeline', 'Sign In', 'Get Started']) {
      expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await screenshot(page, 'public-mobile-menu');
    await menu.getByRole('link', { name: 'Deal Pipeline' }).click();
    await page.waitForURL(/\/features\/pipeline$/);
    await expect.poll(() => menu.count()).toBe(0);
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
    await openLanding(page);
    await page.waitForTimeout(1000);
    await screenshot(page, 'public-landing-mobile-dark');
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(2500);
    await screenshot(page, 'public-landing-mobile-dark-scrolled');
    await context.close();
  });

  it('shows where the keyboard is on every tab stop of the header', async () => {
    const page = await newPage(browser);
    await openLanding(page);
    const stops: { label: string; outline: string }[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          return {
            label: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
            outline: style.outlineStyle,
          };
        }),
      );
    }
    expect(stops[0]!.label).toBe('Skip to content');
    expect(stops.map((stop) => stop.label)).toEqual(expect.arrayContaining(['Features', 'Pricing', 'Sign In']));
    for (const stop of stops) expect(stop, stop.label).toMatchObject({ outline: 'solid' });
    await page.keyboard.press('Shift+Tab');
    await screenshot(page, 'public-focus');

    // The Features menu opens and is walked with the keyboard.
    await page.getByRole('button', { name: 'Features' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('AI Sales Tools');
  });

  it('looks right in both themes on a desktop', async () => {
    const page = await newPage(browser);
    await openLanding(page);
    await page.waitForTimeout(2500);
    await screenshot(page, 'public-landing-desktop-light');
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
    await page.waitForTimeout(500);
    await screenshot(page, 'public-landing-desktop-dark');
    for (const [path, name] of [
      ['/#features', 'features'],
      ['/#pricing', 'pricing'],
      ['/#use-cases', 'use-cases'],
      ['/#tools', 'tools'],
      ['/features/pipeline', 'feature-pipeline'],
      ['/about', 'about'],
      ['/demo/dashboard', 'demo-dashboard'],
    ] as const) {
      await page.goto(appUrl(path));
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(800);
      await screenshot(page, `public-${name}-dark`);
    }
    await page.getByRole('button', { name: /Switch to light theme/ }).click();
    await page.waitForTimeout(500);
    await screenshot(page, 'public-demo-dashboard-light');
    await page.goto(appUrl('/#use-cases'));
    await page.getByRole('heading', { level: 1, name: /who to call next/ }).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'public-use-cases-light');
    await page.goto(appUrl('/faq'));
    await page.locator('main h1').first().waitFor();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    await screenshot(page, 'public-footer-light');
  });

  it("shows the demo workspace's own pipeline, read-only, labelled as the demo", async () => {
    const member = new ApiClient(demo.tenant.slug);
    const { email, password } = demo.users.wl_user;
    expect((await member.post('/api/auth/signin', { email, password })).status).toBe(200);
    const title = `Demo showcase deal ${Date.now()}`;
    expect((await member.post('/api/deals', { title, value: 4200 })).status).toBe(201);
    const page = await newPage(browser);
    await page.goto(appUrl('/demo'));
    await page.getByText('Demo Mode').waitFor();
    expect(await page.getByText('Demo workspace').first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Pipeline' }).click();
    await page.waitForURL(/\/demo\/pipeline$/);
    for (const stage of ['Qualification', 'Proposal', 'Negotiation']) {
      await page.getByRole('heading', { name: stage }).waitFor();
    }
    await page.getByText(title).waitFor();
    expect(await page.title()).toBe('Live Demo: Pipeline | SmartCRM');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Live Demo: Pipeline | SmartCRM',
    );
  });

  it('gives the areas known by name only an honest page in the shell, and the hosted apps an overlay', async () => {
    const page = await newPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: 'Communication' }).click();
    await page.getByRole('menuitem', { name: 'Circle Prospecting' }).click();
    await page.waitForURL(/\/communication$/);
    await page.getByRole('heading', { level: 1, name: 'Circle Prospecting' }).waitFor();
    await page.getByText('Coming soon').waitFor();
    await screenshot(page, 'shell-coming-soon');

    await page.goto(appUrl('/business-intel', 'demo'));
    const overlay = page.getByRole('dialog', { name: 'Business Intelligence' });
    await overlay.waitFor();
    // The overlay's text comes with its own data, a moment after the dialog opens.
    await overlay.getByText(/not connected to this deployment/).waitFor();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => overlay.count()).toBe(0);
  });
});
