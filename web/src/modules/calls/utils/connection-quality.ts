/** Spec 000 §3/§4: what the card shows and the call log keeps for each 3 s sample. */
export type ConnectionQuality = 'excellent' | 'good' | 'poor' | 'disconnected';

export interface ConnectionStats {
  /** Received media bitrate over the sample, kbit/s. */
  bitrate: number;
  /** Packets lost during the sample. */
  packetsLost: number;
  /** Share of packets lost during the sample, percent. */
  packetLossPercent: number;
  /** Round-trip time of the selected candidate pair, ms. */
  rtt: number;
  /** Inbound jitter, ms. */
  jitter: number;
  quality: ConnectionQuality;
}

export const qualityThresholds = {
  poor: { lossPercent: 5, rttMs: 300 },
  good: { lossPercent: 2, rttMs: 150 },
} as const;

/**
 * Spec 000 §4: poor if packet loss is over 5% or the round trip over 300 ms; good if loss is over 2% or
 * the round trip over 150 ms; else excellent. A connection that is not up is 'disconnected'.
 */
export function classifyQuality(
  sample: { packetLossPercent: number; rtt: number },
  connected = true,
): ConnectionQuality {
  if (!connected) return 'disconnected';
  const { poor, good } = qualityThresholds;
  if (sample.packetLossPercent > poor.lossPercent || sample.rtt > poor.rttMs) return 'poor';
  if (sample.packetLossPercent > good.lossPercent || sample.rtt > good.rttMs) return 'good';
  return 'excellent';
}

export const qualityLabel: Record<ConnectionQuality, string> = {
  excellent: 'Excellent',
  good: 'Good',
  poor: 'Poor',
  disconnected: 'Disconnected',
};
