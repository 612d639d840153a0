import { connect } from 'nats';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../services/kit/src';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, screenshot, signInAt } from '../support/browser';

const pages = [
  '/dashboard',
  '/contacts',
  '/pipeline',
  '/pipeline?view=list',
  '/tasks',
  '/appointments',
  '/analytics',
  '/pipeline-health-dashboard',
  '/deal-risk-monitor',
  '/ai-tools',
  '/ai-integration',
];

/** How far the page scrolls sideways, and the outermost elements that stick out past the viewport. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const scroll = document.scrollingElement?.scrollWidth ?? 0;
    const offenders = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 &&
          (el.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1,
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { excess: scroll - width, offenders };
  });

/**
 * Content under the floating call button: what the page shows at points spread over the button
 * (its corners pulled in a little), other than the button itself and plain containers.
 */
const underCallButton = (page: Page) =>
  page.evaluate(() => {
    const fab = [...document.querySelectorAll('.call-launcher__fab')]
      .map((el) => el.getBoundingClientRect())
      .find((r) => r.width > 0);
    if (!fab) return ['no call button'];
    const found = new Set<string>();
    for (const fx of [0.15, 0.5, 0.85])
      for (const fy of [0.15, 0.5, 0.85]) {
        const x = fab.left + fab.width * fx;
        const y = fab.top + fab.height * fy;
        for (const el of document.elementsFromPoint(x, y)) {
          if (el.closest('.call-launcher__fab')) continue;
          const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
          const control = ['INPUT', 'BUTTON', 'SELECT', 'IMG', 'svg', 'A', 'TEXTAREA'].includes(el.tagName);
          if (text || control)
            found.add(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 30)}`);
        }
      }
    return [...found].slice(0, 5);
  });

describe('pages fit a laptop and a small screen', () => {
  let browser: Browser;
  let workspace: Awaited<ReturnType<typeof signUpWorkspace>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    workspace = await signUpWorkspace('fitwidth');
    // The demo quarter: 60 contacts with tags, 42 deals in every stage, long company names.
    const nc = await connect({ servers: inject('natsUrl') });
    try {
      await createRpcClient(nc, 20_000).call(
        'crm.demo.seed',
        { ownerIds: [workspace.userId] },
        { tenantId: workspace.tenantId, actor: null, requestId: crypto.randomUUID() },
      );
    } finally {
      await nc.drain();
    }
  });
  afterAll(async () => browser?.close());

  for (const [width, height] of [
    [1280, 900],
    [1024, 768],
  ] as const) {
    it(`scrolls no page sideways at ${width} px, the board inside its own area, each page's end clear of the call button`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signInAt(page, workspace.slug, workspace.owner);
      const wide: Record<string, unknown> = {};
      const covered: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(appUrl(path, workspace.slug));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const name = `width-${width}${path.replaceAll(/[/?=]/g, '-')}`;
        await screenshot(page, name);
        const { excess, offenders } = await sideways(page);
        if (excess > 0) wide[path] = { excess, offenders };
        // The contacts list fits the screen from where it starts: no row under the button on arrival.
        const under = path === '/contacts' ? await underCallButton(page) : [];
        // The page's end comes to rest clear of the button (the shell keeps room for it below).
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
        under.push(...(await underCallButton(page)));
        // A list that scrolls inside its own box (the contacts table) ends above the button too.
        await page.evaluate(() => {
          const own = document.querySelector('.contacts-table__scroller');
          own?.scrollTo(0, own.scrollHeight / 2);
        });
        under.push(...(await underCallButton(page)));
        if (under.length) covered[path] = under;
      }
      expect({ wide, covered }).toEqual({ wide: {}, covered: {} });

      // The board is wider than the screen: it scrolls within itself, the page does not.
      await page.goto(appUrl('/pipeline', workspace.slug));
      const board = page.locator('.board');
      await board.getByText('Closed Lost').waitFor();
      const { own, doc } = await board.evaluate((el) => ({
        own: el.scrollWidth > el.clientWidth,
        doc: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
      }));
      expect(doc).toBeLessThanOrEqual(0);
      if (width === 1024) expect(own).toBe(true);
      await context.close();
    });
  }
});
