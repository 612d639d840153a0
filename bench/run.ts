import { formatFigure, writeResults, type Figure } from './lib/figures';

/** `npm run bench` runs every suite; `npm run bench -- <suite> …` the ones named. */
const suites: Record<string, () => Promise<{ run: () => Promise<Figure[]> }>> = {
  crm: () => import('./crm/crm.bench'),
  'crm-import': () => import('./crm/crm-import.bench'),
  analytics: () => import('./analytics/analytics.bench'),
  ai: () => import('./ai/ai.bench'),
  calls: () => import('./calls/calls.bench'),
  load: () => import('./load/load.bench'),
  web: () => import('./web/web.bench'),
  email: () => import('./email/email.bench'),
  automation: () => import('./automation/automation.bench'),
  reports: () => import('./reports/reports.bench'),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !suites[name]);
if (unknown.length) {
  process.stderr.write(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${Object.keys(suites).join(', ')}\n`);
  process.exit(2);
}

for (const name of wanted.length ? wanted : Object.keys(suites)) {
  const suite = await suites[name]!();
  const figures = await suite.run();
  for (const figure of figures) process.stdout.write(`${formatFigure(figure)}\n`);
  process.stdout.write(`results: ${writeResults(name, figures)}\n`);
}
