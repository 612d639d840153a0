import { check, sleep } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { config } from './lib/config';
import { bodyOf, signIn } from './lib/session';

/**
 * Operations: an operator starts an overnight AI scoring run of every contact and watches it, while
 * the sales team keeps reading (run it beside sales-rep.ts to see that the run does not slow them).
 */
export const options: Options = {
  scenarios: { overnight: { executor: 'per-vu-iterations', vus: 1, iterations: 1, maxDuration: '30m' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:start-run}': ['p(95)<2000'],
    'http_req_duration{name:run-status}': ['p(95)<200'],
  },
};

type Run = { id: string; status: string; total: number; processed: number; failed: number };

export const setup = () =>
  signIn(__ENV.OPS_EMAIL ?? 'super@demo.smartcrm.local', __ENV.OPS_PASSWORD ?? 'demo-super-123');

export default function ({ headers }: ReturnType<typeof setup>) {
  const started = http.post(
    `${config.baseUrl}/api/ai/bulk-runs`,
    JSON.stringify({
      scope: { kind: 'all' },
      analysisType: 'score',
      mode: 'overnight',
      costLimit: 1000,
      timeLimit: 60_000,
    }),
    { headers, tags: { name: 'start-run' } },
  );
  check(started, { 'run started': (r) => r.status === 200 });
  const run = bodyOf<{ run: Run }>(started)?.run;
  if (!run) return;
  // Until it is done, or (in a window of the night) until it is seen waiting for its window.
  for (let i = 0; i < 600; i++) {
    const now = bodyOf<Run>(
      http.get(`${config.baseUrl}/api/ai/bulk-runs/${run.id}`, { headers, tags: { name: 'run-status' } }),
    );
    if (!now || !['running', 'scheduled'].includes(now.status) || (now.status === 'scheduled' && i > 3)) {
      check(now, {
        'run finished or waits for its window': (r) => r !== null && ['completed', 'scheduled'].includes(r.status),
        'every contact scored once': (r) => r !== null && (r.status !== 'completed' || r.processed === r.total),
      });
      return;
    }
    sleep(2);
  }
}
