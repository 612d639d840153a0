import WebSocket from 'ws';

/** A socket whose frames are parsed JSON, with a wait for the next frame that matches. */
export async function openSocket(url: string, cookie?: string) {
  const socket = new WebSocket(url, { headers: cookie ? { cookie } : {}, perMessageDeflate: false });
  const waiting: { match: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  const listeners = new Set<(m: any) => void>();
  const backlog: any[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    for (const listener of listeners) listener(message);
    const i = waiting.findIndex((w) => w.match(message));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(message);
    // Kept for a later next(): a frame can arrive in the same read as the upgrade, before anyone waits.
    else if (message.type !== 'call.signal' && backlog.push(message) > 100) backlog.shift();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next: (match: (m: any) => boolean, timeoutMs = 10_000) =>
      new Promise<any>((resolve, reject) => {
        const early = backlog.findIndex(match);
        if (early >= 0) return resolve(backlog.splice(early, 1)[0]);
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
        waiting.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
    onMessage: (listener: (m: any) => void) => listeners.add(listener),
  };
}
export type BenchSocket = Awaited<ReturnType<typeof openSocket>>;

export interface RelayResult {
  p50: number;
  p95: number;
  p99: number;
  sent: number;
  received: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

export interface RelayPath {
  from: BenchSocket;
  to: BenchSocket;
  frame: (seq: number) => unknown;
}

/**
 * Sends frames from one socket at `rate` messages a second (paced in 1 ms ticks, so bursts stay
 * small) and times each one's arrival at the other socket: socket → server → socket, one clock,
 * in one process. The paths take turns, a second each, so the noise of a shared machine falls
 * on all of them alike.
 */
export async function measureRelays(
  paths: RelayPath[],
  seqOf: (message: any) => number | undefined,
  rate: number,
  durationMs: number,
): Promise<RelayResult[]> {
  const runs = paths.map((path) => {
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    path.to.onMessage((message) => {
      const seq = seqOf(message);
      const started = seq === undefined ? undefined : sentAt.get(seq);
      if (started !== undefined) latencies.push(performance.now() - started);
    });
    return { path, sentAt, latencies, next: 0 };
  });
  for (let elapsed = 0; elapsed < durationMs; elapsed += 1000) {
    for (const run of runs) {
      const begin = performance.now();
      const first = run.next;
      while (run.next < first + rate) {
        const due = first + Math.min(rate, Math.floor(((performance.now() - begin) * rate) / 1000));
        for (; run.next < due; run.next++) {
          run.sentAt.set(run.next, performance.now());
          run.path.from.send(run.path.frame(run.next));
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return runs.map(({ latencies, next }) => {
    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      sent: next,
      received: latencies.length,
    };
  });
}
