import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { launchBrowser, screenshot, signInAt } from '../support/browser';
import { expectCleanDashboard, forgetSignedOut, walkMenus, watchedPage } from '../support/menu-walk';

// The demo workspace's three roles, apart from the new workspaces of first-run-menus so the two walks run side by side.
describe('first run of each role of the demo workspace: menus that fit, pages that open', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

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
