import { type Browser, chromium, type Page } from 'playwright-core';
import { demo } from '../../infra/src/demo-users';

/** Debian's Chromium with a page signed in to the demo workspace as its white-label user. */
export async function signedInDemoPage(
  origin: string,
  viewport: { width: number; height: number },
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport });
    page.setDefaultTimeout(60_000);
    await page.goto(`${origin}/signin?tenant=${demo.tenant.slug}`);
    await page.getByLabel('Email').fill(demo.users.wl_user.email);
    await page.getByLabel('Password').fill(demo.users.wl_user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
