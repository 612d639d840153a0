import { type Dispatcher, Pool } from 'undici';
import { type LoadRequest, type LoadResult, summarize } from '../lib/http-load';

/** One request of a virtual user: its status and parsed JSON body (null when it has none). */
export interface Answer<T = any> {
  status: number;
  body: T;
}

/** What a scenario's iteration works with: named requests, timed and counted. */
export interface VirtualUser {
  /** The user's number, 0 … users-1 (k6's __VU - 1): spreads users over different records. */
  id: number;
  iteration: number;
  request<T = any>(step: string, request: LoadRequest): Promise<Answer<T>>;
}

export type Iteration = (user: VirtualUser) => Promise<void>;

export interface ScenarioResult extends LoadResult {
  steps: Record<string, LoadResult>;
  iterations: number;
}

export interface ScenarioOptions {
  users: number;
  durationMs: number;
  warmupMs?: number;
  headers: Record<string, string>;
  /** Stops recording early when it settles (a bulk run finished), if before `durationMs`. */
  until?: Promise<unknown>;
}

/**
 * Closed-loop virtual users, as k6's constant-vus executor runs them (without its sleeps: the
 * figure is how much the system serves): each user runs the scenario's iteration again and
 * again, every request timed and counted under its step's name. An error is a status >= 400 or
 * a request that failed; an iteration that throws counts as one error and the user goes on.
 */
export async function runScenario(origin: string, iteration: Iteration, options: ScenarioOptions) {
  const { users, durationMs, warmupMs = 1000, headers, until } = options;
  const pool = new Pool(origin, { connections: users, pipelining: 1 });
  let recording = false;
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const count = (step: string) => errors.set(step, (errors.get(step) ?? 0) + 1);
  let iterations = 0;

  const request = async (step: string, { path, method = 'GET', body }: LoadRequest): Promise<Answer> => {
    const started = performance.now();
    let response: Dispatcher.ResponseData;
    try {
      response = await pool.request({
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if (recording) count(step);
      throw error;
    }
    const text = await response.body.text();
    if (recording) {
      const list = latencies.get(step) ?? latencies.set(step, []).get(step)!;
      list.push(performance.now() - started);
      if (response.statusCode >= 400) count(step);
    }
    return { status: response.statusCode, body: text ? JSON.parse(text) : null };
  };

  let stopped = false;
  const loop = async (id: number, end: number) => {
    for (let n = 0; performance.now() < end && !stopped; n++) {
      await iteration({ id, iteration: n, request }).catch(() => recording && count('iteration'));
      if (recording) iterations++;
    }
  };
  const warmUntil = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: users }, (_, id) => loop(id, warmUntil)));
  recording = true;
  const started = performance.now();
  const stop = () => {
    stopped = true;
  };
  until?.then(stop, stop);
  await Promise.all(Array.from({ length: users }, (_, id) => loop(id, started + durationMs)));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();

  const totalErrors = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const steps = Object.fromEntries(
    [...latencies].map(([step, list]) => [step, summarize(list, errors.get(step) ?? 0, seconds)]),
  );
  const all = summarize([...latencies.values()].flat(), totalErrors, seconds);
  return { ...all, steps, iterations } satisfies ScenarioResult;
}
