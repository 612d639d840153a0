import clsx from 'clsx';
import { Signal, SignalHigh, SignalLow, SignalZero } from 'lucide-react';
import { type ConnectionStats, qualityLabel } from '../utils/connection-quality';

const icons = { excellent: Signal, good: SignalHigh, poor: SignalLow, disconnected: SignalZero };

/** Spec 000 §4 connection quality, refreshed every 3 s; the figures behind it on hover. */
export function QualityBadge({ stats }: { stats: ConnectionStats }) {
  const Icon = icons[stats.quality];
  const detail = `${stats.bitrate} kbit/s · ${stats.packetLossPercent}% lost · ${stats.rtt} ms round trip · ${stats.jitter} ms jitter`;
  return (
    <span
      className={clsx('quality-badge', `quality-badge--${stats.quality}`)}
      title={detail}
      data-quality={stats.quality}
    >
      <Icon aria-hidden size={14} />
      {qualityLabel[stats.quality]}
    </span>
  );
}
