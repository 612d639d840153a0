import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * The JavaScript a visitor's browser downloads for the landing page: every script requested
 * until the network is idle, each counted at its gzip size (level 9, as precompressed).
 */
export async function landingJavaScript(url: string): Promise<{ gzipBytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    for (const body of scripts.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
    return { gzipBytes, files: scripts.size };
  } finally {
    await browser.close();
  }
}
