import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { checkReply } from './api-client';
import type { ReplyOf } from './route-match';

/** Debian's Chromium's switches for tests: quiet, sandbox-free, and *.localhost goes to this machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
];

/** Debian's Chromium, headless, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
}

/** The app's URL on a workspace's own subdomain, or on the bare host. */
export const appUrl = (path: string, slug?: string) =>
  `http://${slug ? `${slug}.` : ''}localhost:${inject('port')}${path}`;

/** Signs a user in through the sign-in screen of their workspace and waits for the dashboard. */
export async function signInAt(page: Page, slug: string, user: { email: string; password: string }) {
  await page.goto(appUrl('/signin', slug));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** How long a page waits for anything: two browsers and the whole product share CI's two cores, where a page load can take seconds. */
export const pageWaitMs = 30_000;

/** A fresh browser profile (no cookies, no local storage) per test. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(pageWaitMs);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: false });
}

/** A request from the page itself: the browser's cookies, host and origin, as the app's own calls. */
export async function fetchInPage<P extends string>(page: Page, path: P) {
  const { status, body } = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }, path);
  return { status, ...checkReply<ReplyOf<'GET', P>>('GET', path, status, body) };
}
