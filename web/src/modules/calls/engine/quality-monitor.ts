import type { ConnectionQuality, ConnectionStats } from '../utils/connection-quality';
import { type StatsSnapshot, snapshotFromReport, statsBetween } from '../utils/stats-sample';
import type { PeerLink } from './peer-link';

/** Spec 000 §9: stats poll every 3 s. */
export const statsIntervalMs = 3000;

const rank: Record<ConnectionQuality, number> = { excellent: 0, good: 1, poor: 2, disconnected: 3 };

/** Samples every peer connection every 3 s; the call's figure is its worst link's (spec 000 §4). */
export class QualityMonitor {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly previous = new Map<string, StatsSnapshot>();

  constructor(
    private readonly links: () => Map<string, PeerLink>,
    private readonly report: (stats: ConnectionStats) => void,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sample(), statsIntervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.previous.clear();
  }

  private async sample(): Promise<void> {
    let worst: ConnectionStats | null = null;
    for (const [userId, link] of this.links()) {
      const report = await link.getStats();
      if (!report) continue;
      const snapshot = snapshotFromReport(report.values() as Iterable<Record<string, unknown> & { type: string }>);
      const stats = statsBetween(this.previous.get(userId) ?? null, snapshot, link.connectionState === 'connected');
      this.previous.set(userId, snapshot);
      if (!worst || rank[stats.quality] > rank[worst.quality]) worst = stats;
    }
    if (worst && this.timer) this.report(worst);
  }
}
