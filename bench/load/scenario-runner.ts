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

/** What runs record: latencies and errors by step, over the seconds recorded (several runs may add to one). */
export function createRecorder() {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let seconds = 0;
  let iterations = 0;
  return {
    latency: (step: string, ms: number) => (latencies.get(step) ?? latencies.set(step, []).get(step)!).push(ms),
    error: (step: string) => errors.set(step, (errors.get(step) ?? 0) + 1),
    iteration: () => iterations++,
    elapsed: (s: number) => {
      seconds += s;
    },
    result(): ScenarioResult {
      const totalErrors = [...errors.values()].reduce((sum, n) => sum + n, 0);
      const steps = Object.fromEntries(
        [...latencies].map(([step, list]) => [step, summarize([...list], errors.get(step) ?? 0, seconds)]),
      );
      return { ...summarize([...latencies.values()].flat(), totalErrors, seconds), steps, iterations };
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;

/**
 * Closed-loop virtual users, as k6's constant-vus executor runs them (without its sleeps: the
 * figure is how much the system serves): each user runs the scenario's iteration again and
 * again, every request timed and counted under its step's name. An error is a status >= 400 or
 * a request that failed; an iteration that throws counts as one error and the user goes on.
 * With `recorder`, the run adds to what earlier runs recorded there.
 */
export async function runScenario(
  origin: string,
  iteration: Iteration,
  options: ScenarioOptions & { recorder?: Recorder },
): Promise<ScenarioResult> {
  const { users, durationMs, warmupMs = 1000, headers, until, recorder = createRecorder() } = options;
  const pool = new Pool(origin, { connections: users, pipelining: 1 });
  let recording = false;

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
      if (recording) recorder.error(step);
      throw error;
    }
    const text = await response.body.text();
    if (recording) {
      recorder.latency(step, performance.now() - started);
      if (response.statusCode >= 400) recorder.error(step);
    }
    return { status: response.statusCode, body: text ? JSON.parse(text) : null };
  };

  let stopped = false;
  const loop = async (id: number, end: number) => {
    for (let n = 0; performance.now() < end && !stopped; n++) {
      await iteration({ id, iteration: n, request }).catch(() => recording && recorder.error('iteration'));
      if (recording) recorder.iteration();
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
  recorder.elapsed((performance.now() - started) / 1000);
  recording = false;
  await pool.close();
  return recorder.result();
}

/**
 * A scenario through the path and against its floor, taking turns in `slices` (floor, path,
 * floor, …), so the noise of a shared machine falls on both alike; one iteration serves both
 * (the sales rep's deals keep the version the last move answered, whoever answered it).
 */
export async function againstFloor(
  path: string,
  floor: string,
  iteration: Iteration,
  options: ScenarioOptions,
  slices = 4,
) {
  const recorders = { path: createRecorder(), floor: createRecorder() };
  const slice = { ...options, durationMs: options.durationMs / slices, warmupMs: 300 };
  for (let i = 0; i < slices; i++) {
    await runScenario(floor, iteration, { ...slice, recorder: recorders.floor });
    await runScenario(path, iteration, { ...slice, recorder: recorders.path });
  }
  return { path: recorders.path.result(), floor: recorders.floor.result() };
}
