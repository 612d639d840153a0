import { connectGroup, seqOfSignal, signalTo, signedIn } from '../calls/call-setup';
import { measureRelays, openSocket } from '../calls/relay-load';
import { summarize } from '../lib/http-load';

/**
 * k6/signalling.ts: `tabs` signed-in sockets on /ws, each greeted, then sending a ping every
 * 100 ms and timing its pong for `durationMs`. Errors: tabs never greeted, pings never answered.
 */
export async function measurePings(origin: string, cookie: string, tabs: number, durationMs: number) {
  const url = `${origin.replace('http', 'ws')}/ws?tenant=demo`;
  const sockets = await Promise.all(
    Array.from({ length: tabs }, async () => {
      const socket = await openSocket(url, cookie);
      const greeted = await socket
        .next((m) => m.type === 'hello')
        .then(
          () => true,
          () => false,
        );
      return { socket, greeted };
    }),
  );
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    sockets.map(async ({ socket }, tab) => {
      const pending = new Map<string, number>();
      socket.onMessage((m) => {
        const at = m.type === 'pong' ? pending.get(m.id) : undefined;
        if (at === undefined) return;
        latencies.push(performance.now() - at);
        pending.delete(m.id);
      });
      // Tabs start spread over the first 100 ms, as users' tabs would.
      await new Promise((resolve) => setTimeout(resolve, (tab * 100) / tabs));
      for (let n = 0; performance.now() - started < durationMs; n++) {
        const id = `${tab}-${n}`;
        pending.set(id, performance.now());
        socket.send({ type: 'ping', id });
        sent++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const seconds = (performance.now() - started) / 1000;
  for (const { socket } of sockets) socket.socket.close();
  const ungreeted = sockets.filter((s) => !s.greeted).length;
  return summarize(latencies, ungreeted + (sent - latencies.length), seconds);
}

/**
 * The relay through the whole path: ICE candidates from one tab of a call to the other at
 * `rate` a second, tab → BFF → NATS → BFF → tab (the BFF checks the grant signalling gave the
 * call), as bench/calls measures them. Errors: candidates that never arrived.
 */
export async function measureRelay(origin: string, cookies: [string, string], rate: number, durationMs: number) {
  const a = await signedIn(origin, cookies[0]);
  const b = await signedIn(origin, cookies[1]);
  try {
    const callId = await connectGroup(a.socket, [b]);
    const [relay] = await measureRelays(
      [{ from: a.socket, to: b.socket, frame: signalTo(callId, b.userId) }],
      seqOfSignal,
      rate,
      durationMs,
    );
    return relay!;
  } finally {
    for (const { socket } of [a, b]) socket.socket.close();
  }
}
