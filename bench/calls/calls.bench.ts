import { startBenchSystem, signInDemo } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { measureIdleSockets } from './idle-sockets';
import { candidate, connectGroup, seqOfSignal, signalTo, signedIn } from './call-setup';
import { measureRelays, openSocket, type RelayResult } from './relay-load';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench';
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8000);
const rate = 1000;
/** Each socket costs this process one descriptor and the BFF one: stay under the limit of both. */
const idleTarget = 10_000;

/**
 * Signalling relay: ICE candidates between the tabs of a three-way call, through BFF → NATS → BFF
 * (the relay checks the call's grant the signalling service pushed), at 1,000 messages a second
 * each: A to B on one BFF, C to A across two; against a bare Fastify WebSocket relay, taking
 * turns. Then how many idle signed-in sockets one BFF process holds.
 */
export async function run(): Promise<Figure[]> {
  const bench = await startBenchSystem(databaseUrl);
  try {
    const cookieA = await signInDemo(bench.origin, 'regular_user');
    const cookieB = await signInDemo(bench.origin, 'wl_user');
    const cookieC = await signInDemo(bench.origin, 'super_admin');
    const floorOrigin = await bench.spawnServer('bench/calls/floor-relay.ts', {});
    const secondBff = await bench.spawnServer('bench/load/ready-bff.ts', {
      NATS_URL: bench.natsUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: bench.redisUrl,
    });

    const floorUrl = `${floorOrigin.replace('http', 'ws')}/relay`;
    const [floorA, floorB] = [await openSocket(floorUrl), await openSocket(floorUrl)];
    const floorFrame = (seq: number) => ({ type: 'call.signal', callId: crypto.randomUUID(), signal: candidate(seq) });

    const a = await signedIn(bench.origin, cookieA);
    const b = await signedIn(bench.origin, cookieB);
    const c = await signedIn(secondBff, cookieC);
    // B's tab is on the first BFF with A's, C's on the second.
    const callId = await connectGroup(a.socket, [b, c]);
    const paths = [
      { from: floorA, to: floorB, frame: floorFrame },
      { from: a.socket, to: b.socket, frame: signalTo(callId, b.userId) },
      { from: c.socket, to: a.socket, frame: signalTo(callId, a.userId) },
    ];
    await measureRelays(paths, seqOfSignal, rate, 1000);
    const [floor, relay, cross] = (await measureRelays(paths, seqOfSignal, rate, durationMs)) as [
      RelayResult,
      RelayResult,
      RelayResult,
    ];
    for (const s of [a, b, c]) s.socket.socket.close();
    for (const s of [floorA, floorB]) s.socket.close();

    const idle = await measureIdleSockets(bench.natsUrl, bench.redisUrl, [cookieA, cookieB, cookieC], idleTarget);
    return [
      { name: 'calls.relay_p50_ms', value: relay.p50, unit: 'ms' },
      { name: 'calls.relay_p99_ms', value: relay.p99, unit: 'ms', target: { op: '<', value: 5 } },
      { name: 'calls.relay_lost', value: relay.sent - relay.received, unit: 'count', target: { op: '<=', value: 0 } },
      { name: 'calls.relay_two_bffs_p50_ms', value: cross.p50, unit: 'ms' },
      { name: 'calls.relay_two_bffs_p99_ms', value: cross.p99, unit: 'ms', target: { op: '<', value: 5 } },
      { name: 'calls.floor_relay_p50_ms', value: floor.p50, unit: 'ms' },
      { name: 'calls.floor_relay_p99_ms', value: floor.p99, unit: 'ms' },
      { name: 'calls.relay_vs_floor_p99', value: relay.p99 / floor.p99, unit: 'ratio' },
      { name: 'calls.idle_sockets', value: idle.idle, unit: 'sockets', target: { op: '>=', value: idleTarget } },
      { name: 'calls.memory_per_socket_kb', value: idle.perSocketKb, unit: 'kB' },
      { name: 'calls.socket_opens_per_s', value: idle.openPerSecond, unit: 'sockets/s' },
    ];
  } finally {
    await bench.stop();
  }
}
