import type { CallLogEntry } from '@smartcrm/contracts';
import type { callLogPage } from './call-log.repository';

type Page = Awaited<ReturnType<typeof callLogPage>>;

/** Rows of the call log as the contract shows them. */
export function toLogEntries({ calls, participants, quality }: Page): CallLogEntry[] {
  return calls.map((c) => {
    const q = quality.find((row) => row.call_id === c.id);
    return {
      id: c.id,
      callerId: c.caller_id,
      media: c.media as CallLogEntry['media'],
      group: c.is_group,
      outcome: c.outcome as CallLogEntry['outcome'],
      endReason: c.end_reason as CallLogEntry['endReason'],
      participants: participants
        .filter((p) => p.call_id === c.id)
        .map((p) => ({
          userId: p.user_id,
          name: p.name,
          email: p.email,
          state: p.state as CallLogEntry['participants'][number]['state'],
        })),
      startedAt: c.started_at.toISOString(),
      connectedAt: c.connected_at?.toISOString() ?? null,
      endedAt: c.ended_at.toISOString(),
      durationSeconds: c.duration_seconds,
      quality: q
        ? {
            samples: Number(q.samples),
            worst: q.worst,
            bitrate: Math.round(Number(q.bitrate)),
            packetLoss: Math.round(Number(q.packet_loss) * 100) / 100,
            rtt: Math.round(Number(q.rtt)),
            jitter: Math.round(Number(q.jitter) * 10) / 10,
          }
        : null,
    };
  });
}
