import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Rate and percentiles of `latencies` (ms, sorted in place) recorded over `seconds`. */
export function summarize(latencies: number[], errors: number, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
}

/**
 * Closed-loop HTTP load: `connections` loops each send the next request when the last one
 * answered, for `durationMs`; latencies in milliseconds. `target` is a URL, or a function
 * that makes each request (to vary searches or create distinct records).
 */
export async function runLoad(
  origin: string,
  target: string | (() => LoadRequest),
  { headers = {} as Record<string, string>, connections = 50, durationMs = 5000, warmupMs = 1000 } = {},
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const next: () => LoadRequest = typeof target === 'string' ? () => ({ path: target }) : target;
  const hit = async () => {
    const { path, method = 'GET', body } = next();
    const started = performance.now();
    const response = await pool.request({
      method,
      path,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.body.dump();
    return { ms: performance.now() - started, ok: response.statusCode < 400 };
  };
  const loop = async (until: number, record?: (ms: number, ok: boolean) => void) => {
    while (performance.now() < until) {
      const { ms, ok } = await hit().catch(() => ({ ms: 0, ok: false }));
      record?.(ms, ok);
    }
  };
  await Promise.all(Array.from({ length: connections }, () => loop(performance.now() + warmupMs)));

  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, () =>
      loop(until, (ms, ok) => {
        latencies.push(ms);
        if (!ok) errors++;
      }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return summarize(latencies, errors, elapsed);
}
