import { describe, expect, it } from 'vitest';
import { snapshotFromReport, statsBetween } from './stats-sample';

const report = (at: number, video: { bytes: number; received: number; lost: number }, rtt = 0.04) => [
  { type: 'inbound-rtp', kind: 'audio', timestamp: at, bytesReceived: 1000, packetsReceived: 50, packetsLost: 0 },
  {
    type: 'inbound-rtp',
    kind: 'video',
    timestamp: at,
    bytesReceived: video.bytes,
    packetsReceived: video.received,
    packetsLost: video.lost,
    jitter: 0.012,
  },
  { type: 'candidate-pair', timestamp: at, state: 'succeeded', nominated: true, currentRoundTripTime: rtt },
  { type: 'candidate-pair', timestamp: at, state: 'failed', nominated: false, currentRoundTripTime: 9 },
];

describe('stats samples from getStats', () => {
  it('reads video loss, jitter and the selected pair round trip', () => {
    const snapshot = snapshotFromReport(report(1000, { bytes: 5000, received: 100, lost: 3 }));
    expect(snapshot).toEqual({
      timestamp: 1000,
      bytesReceived: 6000,
      packetsReceived: 100,
      packetsLost: 3,
      jitter: 0.012,
      rtt: 0.04,
    });
  });

  it('turns two snapshots 3 s apart into bitrate, loss share, rtt and jitter in ms', () => {
    const first = snapshotFromReport(report(1000, { bytes: 5000, received: 100, lost: 0 }));
    const second = snapshotFromReport(report(4000, { bytes: 380_000, received: 1060, lost: 40 }));
    expect(statsBetween(first, second, true)).toEqual({
      bitrate: 1000,
      packetsLost: 40,
      packetLossPercent: 4,
      rtt: 40,
      jitter: 12,
      quality: 'good',
    });
  });

  it('judges audio when there is no video, and is poor past 5% loss', () => {
    const audioOnly = (at: number, received: number, lost: number) => [
      {
        type: 'inbound-rtp',
        kind: 'audio',
        timestamp: at,
        bytesReceived: at,
        packetsReceived: received,
        packetsLost: lost,
      },
    ];
    const stats = statsBetween(
      snapshotFromReport(audioOnly(0, 0, 0)),
      snapshotFromReport(audioOnly(3000, 90, 10)),
      true,
    );
    expect(stats.packetLossPercent).toBe(10);
    expect(stats.quality).toBe('poor');
  });

  it('has no bitrate on the first sample and ignores counters that restarted', () => {
    const later = snapshotFromReport(report(9000, { bytes: 90_000, received: 900, lost: 30 }));
    const restarted = snapshotFromReport(report(12_000, { bytes: 1000, received: 10, lost: 0 }));
    expect(statsBetween(null, later, true).bitrate).toBe(0);
    const after = statsBetween(later, restarted, true);
    expect(after).toMatchObject({ bitrate: 0, packetsLost: 0, packetLossPercent: 0 });
  });

  it('is disconnected while the connection is down', () => {
    const snapshot = snapshotFromReport(report(1000, { bytes: 5000, received: 100, lost: 0 }));
    expect(statsBetween(snapshot, snapshot, false).quality).toBe('disconnected');
  });
});
