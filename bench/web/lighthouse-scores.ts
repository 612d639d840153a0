import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseScores = Record<(typeof lighthouseCategories)[number], number>;
/** The paint and blocking timings behind the performance score, in milliseconds. */
export const lighthouseTimings = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
} as const;
export type LighthouseRun = LighthouseScores & Record<keyof typeof lighthouseTimings, number>;
const reportDir = join(import.meta.dirname, '..', 'results');

/**
 * Lighthouse's four category scores (0–100) for a page, in Debian's Chromium (CHROME_PATH),
 * headless: Lighthouse's default mobile emulation and simulated throttling, or its desktop preset.
 */
export async function lighthouseScores(
  url: string,
  formFactor: 'mobile' | 'desktop' = 'mobile',
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: [...lighthouseCategories],
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // What cost points, so a score below the bar says where to look.
    const missed = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) =>
            `${category.id}:${ref.id}${audits[ref.id]?.displayValue ? ` (${audits[ref.id]!.displayValue})` : ''}`,
        ),
    );
    if (missed.length) process.stderr.write(`lighthouse ${formFactor} missed: ${missed.join(', ')}\n`);
    // The whole report beside the figures (ignored by git), for its diagnostics.
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `lighthouse-${formFactor}.json`), JSON.stringify(result.lhr));
    const timing = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    return {
      fcp_ms: timing(lighthouseTimings.fcp_ms),
      lcp_ms: timing(lighthouseTimings.lcp_ms),
      tbt_ms: timing(lighthouseTimings.tbt_ms),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}
