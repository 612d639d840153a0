import { type ConnectionStats, classifyQuality } from './connection-quality';

/** Running counters read from one getStats() report; two of them make a sample. */
export interface StatsSnapshot {
  /** ms, from the report's own clock. */
  timestamp: number;
  bytesReceived: number;
  /** Counters of the stream loss is judged on: video when there is any, else audio. */
  packetsReceived: number;
  packetsLost: number;
  /** Seconds, as reported. */
  jitter: number;
  /** Seconds, the selected candidate pair's current round trip. */
  rtt: number | null;
}

type Entry = Record<string, unknown> & { type: string };
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Reads the counters out of a getStats() report (any iterable of its entries). */
export function snapshotFromReport(entries: Iterable<Entry>): StatsSnapshot {
  const snapshot: StatsSnapshot = {
    timestamp: 0,
    bytesReceived: 0,
    packetsReceived: 0,
    packetsLost: 0,
    jitter: 0,
    rtt: null,
  };
  let audio: Entry | undefined;
  let video: Entry | undefined;
  for (const entry of entries) {
    snapshot.timestamp = Math.max(snapshot.timestamp, num(entry.timestamp));
    if (entry.type === 'inbound-rtp') {
      snapshot.bytesReceived += num(entry.bytesReceived);
      if (entry.kind === 'video') video = entry;
      else if (entry.kind === 'audio') audio = entry;
    } else if (entry.type === 'candidate-pair' && entry.state === 'succeeded' && entry.nominated) {
      if (typeof entry.currentRoundTripTime === 'number') snapshot.rtt = entry.currentRoundTripTime;
    }
  }
  const judged = video ?? audio;
  if (judged) {
    snapshot.packetsReceived = num(judged.packetsReceived);
    snapshot.packetsLost = num(judged.packetsLost);
    snapshot.jitter = num(judged.jitter);
  }
  return snapshot;
}

/** The figures of one interval between two snapshots, classified by spec 000 §4. */
export function statsBetween(
  previous: StatsSnapshot | null,
  current: StatsSnapshot,
  connected: boolean,
): ConnectionStats {
  const elapsedMs = previous ? current.timestamp - previous.timestamp : 0;
  const bytes = previous ? current.bytesReceived - previous.bytesReceived : 0;
  // Counters restart when a peer connection is recreated: a negative delta means "no history".
  const lost = Math.max(0, current.packetsLost - (previous?.packetsLost ?? 0));
  const received = Math.max(0, current.packetsReceived - (previous?.packetsReceived ?? 0));
  const packetLossPercent = lost + received > 0 ? (lost / (lost + received)) * 100 : 0;
  const rtt = Math.round((current.rtt ?? 0) * 1000);
  return {
    bitrate: elapsedMs > 0 && bytes > 0 ? Math.round((bytes * 8) / elapsedMs) : 0,
    packetsLost: lost,
    packetLossPercent: Math.round(packetLossPercent * 100) / 100,
    rtt,
    jitter: Math.round(current.jitter * 1000),
    quality: classifyQuality({ packetLossPercent, rtt }, connected),
  };
}
