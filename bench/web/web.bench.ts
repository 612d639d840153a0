import { ensureWebBuilt } from '../../infra/src/web-build';
import { startBenchSystem } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { landingJavaScript } from './landing-js';
import { type LighthouseRun, lighthouseScores, lighthouseTimings } from './lighthouse-scores';

const databaseUrl = process.env.BENCH_WEB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_web';
/** Lighthouse varies from run to run on a shared machine; the median of a few runs is reported. */
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The landing page as a visitor gets it from the whole product (built web app behind the BFF):
 * Lighthouse's four scores and the JavaScript it downloads.
 */
export async function run(): Promise<Figure[]> {
  await ensureWebBuilt(() => undefined);
  const bench = await startBenchSystem(databaseUrl);
  try {
    const landing = `${bench.origin}/`;
    const js = await landingJavaScript(landing);
    const scores: LighthouseRun[] = [];
    const desktop: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      scores.push(await lighthouseScores(landing));
      desktop.push(await lighthouseScores(landing, 'desktop'));
    }
    const score = (key: keyof LighthouseRun) => median(scores.map((s) => s[key]));
    const atLeast95 = { op: '>=', value: 95 } as const;
    return [
      { name: 'web.lighthouse_performance', value: score('performance'), unit: 'score', target: atLeast95 },
      { name: 'web.lighthouse_accessibility', value: score('accessibility'), unit: 'score', target: atLeast95 },
      { name: 'web.lighthouse_best_practices', value: score('best-practices'), unit: 'score', target: atLeast95 },
      { name: 'web.lighthouse_seo', value: score('seo'), unit: 'score', target: atLeast95 },
      {
        name: 'web.landing_js_gzip_kb',
        value: Math.round((js.gzipBytes / 1024) * 10) / 10,
        unit: 'KB',
        target: { op: '<', value: 150 },
      },
      { name: 'web.landing_js_files', value: js.files, unit: 'files' },
      ...Object.keys(lighthouseTimings).map((key) => ({
        name: `web.landing_mobile_${key}`,
        value: score(key as keyof typeof lighthouseTimings),
        unit: 'ms',
      })),
      // The bar is the mobile run above; the desktop preset is reported beside it for comparison.
      { name: 'web.lighthouse_performance_desktop', value: median(desktop.map((s) => s.performance)), unit: 'score' },
    ];
  } finally {
    await bench.stop();
  }
}
