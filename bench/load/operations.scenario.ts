import type { LoadResult } from '../lib/http-load';
import { salesRep } from './sales-rep.scenario';
import { runScenario } from './scenario-runner';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * k6/operations.ts beside k6/sales-rep.ts: the operator starts an overnight scoring run of every
 * contact (the built-in provider, so it starts at once) and watches it to the end, while `users`
 * sales reps browse. Returns the run's contacts per second to completion and the reps' figures
 * over the same time.
 */
export async function measureBulkBeside(
  origin: string,
  ops: Record<string, string>,
  reps: Record<string, string>,
  users: number,
  maxMs: number,
) {
  const warmupMs = 1000;
  const run = (async () => {
    await settle(warmupMs);
    const started = performance.now();
    const response = await fetch(`${origin}/api/ai/bulk-runs`, {
      method: 'POST',
      headers: { ...ops, 'content-type': 'application/json' },
      body: JSON.stringify({ scope: { kind: 'all' }, analysisType: 'score', mode: 'overnight', costLimit: 100_000 }),
    });
    if (!response.ok) throw new Error(`bulk start: ${response.status} ${await response.text()}`);
    const { run: bulk } = (await response.json()) as { run: { id: string } };
    for (;;) {
      const now = (await (await fetch(`${origin}/api/ai/bulk-runs/${bulk.id}`, { headers: ops })).json()) as {
        status: string;
        processed: number;
        total: number;
      };
      const seconds = (performance.now() - started) / 1000;
      if (!['running', 'scheduled'].includes(now.status) || seconds * 1000 > maxMs) return { ...now, seconds };
      await settle(100);
    }
  })();
  const [bulk, beside]: [Awaited<typeof run>, LoadResult] = await Promise.all([
    run,
    runScenario(origin, salesRep(), { users, durationMs: maxMs, warmupMs, headers: reps, until: run }),
  ]);
  return { bulk, beside, contactsPerSecond: bulk.processed / bulk.seconds };
}
