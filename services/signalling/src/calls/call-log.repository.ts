import type { CallLogEntry, CallQuality, CallStatsSample } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { SignallingDb } from '../db/schema';
import type { CallRecord } from './call-record';

export interface QualitySampleRow extends CallStatsSample {
  userId: string;
  at: string;
}

/** completed once connected; otherwise what stopped it (a drop before connecting is a failure). */
export function outcomeOf(call: CallRecord): CallLogEntry['outcome'] {
  if (call.connectedAt) return 'completed';
  const reason = call.endReason;
  if (reason === 'rejected' || reason === 'cancelled' || reason === 'no_answer') return reason;
  if (reason === 'unavailable' || reason === 'busy') return reason;
  return 'failed';
}

/** One ended call with its participants and quality samples, in one transaction. */
export async function insertCallLog(trx: Kysely<SignallingDb>, call: CallRecord, samples: QualitySampleRow[]) {
  const endedAt = new Date(call.endedAt ?? Date.now());
  const duration = call.connectedAt
    ? Math.max(0, Math.round((endedAt.getTime() - Date.parse(call.connectedAt)) / 1000))
    : 0;
  await trx
    .insertInto('calls')
    .values({
      tenant_id: call.tenantId,
      id: call.id,
      caller_id: call.callerId,
      media: call.media,
      is_group: call.group,
      outcome: outcomeOf(call),
      end_reason: call.endReason ?? 'hangup',
      started_at: new Date(call.createdAt),
      connected_at: call.connectedAt ? new Date(call.connectedAt) : null,
      ended_at: endedAt,
      duration_seconds: duration,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
    .execute();
  await trx
    .insertInto('call_participants')
    .values(
      call.participants.map((p) => ({
        tenant_id: call.tenantId,
        call_id: call.id,
        user_id: p.userId,
        name: p.name,
        email: p.email,
        state: p.state,
        join_order: p.joinOrder,
        joined_at: p.joinedAt ? new Date(p.joinedAt) : null,
        started_at: new Date(call.createdAt),
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'call_id', 'user_id']).doNothing())
    .execute();
  if (!samples.length) return;
  await trx
    .insertInto('call_quality_samples')
    .values(
      samples.map((s) => ({
        tenant_id: call.tenantId,
        call_id: call.id,
        user_id: s.userId,
        measured_at: new Date(s.at),
        quality: s.quality,
        bitrate: s.bitrate,
        packet_loss: s.packetLoss,
        rtt: s.rtt,
        jitter: s.jitter,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const qualityRank = sql<number>`max(CASE q.quality WHEN 'excellent' THEN 0 WHEN 'good' THEN 1 WHEN 'poor' THEN 2 ELSE 3 END)`;
const qualityByRank: CallQuality[] = ['excellent', 'good', 'poor', 'disconnected'];

/** A page of the user's calls, newest first, keyed by (start, id) of their participant rows. */
export async function callLogPage(
  db: Kysely<SignallingDb>,
  userId: string,
  limit: number,
  after: { startedAt: string; callId: string } | null,
) {
  let query = db
    .selectFrom('call_participants as me')
    .innerJoin('calls as c', (join) => join.onRef('c.tenant_id', '=', 'me.tenant_id').onRef('c.id', '=', 'me.call_id'))
    .where('me.user_id', '=', userId)
    .selectAll('c')
    .orderBy('me.started_at', 'desc')
    .orderBy('me.call_id', 'desc')
    .limit(limit + 1);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('me.started_at', 'me.call_id'), '<', eb.tuple(new Date(after.startedAt), after.callId)),
    );
  }
  const calls = await query.execute();
  const ids = calls.map((c) => c.id);
  if (!ids.length) return { calls, participants: [], quality: [] };
  const [participants, quality] = await Promise.all([
    db.selectFrom('call_participants').selectAll().where('call_id', 'in', ids).orderBy('started_at').execute(),
    db
      .selectFrom('call_quality_samples as q')
      .where('q.call_id', 'in', ids)
      .groupBy('q.call_id')
      .select((eb) => [
        'q.call_id',
        eb.fn.countAll<string>().as('samples'),
        qualityRank.as('worst'),
        eb.fn.avg<number>('q.bitrate').as('bitrate'),
        eb.fn.avg<number>('q.packet_loss').as('packet_loss'),
        eb.fn.avg<number>('q.rtt').as('rtt'),
        eb.fn.avg<number>('q.jitter').as('jitter'),
      ])
      .execute(),
  ]);
  return {
    calls,
    participants,
    quality: quality.map((q) => ({ ...q, worst: qualityByRank[q.worst] ?? 'disconnected' })),
  };
}
