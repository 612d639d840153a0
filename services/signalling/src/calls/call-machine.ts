import {
  AppError,
  type Call,
  type CallEndReason,
  type CallMedia,
  maxCallEntries,
  maxCallParticipants,
} from '@smartcrm/contracts';
import type { CallRecord, Invitee, Notice, ParticipantRecord, Person, Transition } from './call-record';

const active = (p: ParticipantRecord) => p.state === 'joined' || p.state === 'ringing' || p.state === 'invited';
const joined = (call: CallRecord) => call.participants.filter((p) => p.state === 'joined');
const waiting = (call: CallRecord) => call.participants.filter((p) => p.state === 'ringing' || p.state === 'invited');

function find(call: CallRecord, userId: string): ParticipantRecord {
  const participant = call.participants.find((p) => p.userId === userId);
  if (!participant) throw new AppError('forbidden', 'You are not in this call');
  return participant;
}

function invitedState(invitee: Invitee): ParticipantRecord['state'] {
  if (invitee.busy) return 'busy';
  return invitee.online ? 'ringing' : 'invited';
}

function toParticipant(invitee: Invitee): ParticipantRecord {
  const { online: _online, busy: _busy, ...person } = invitee;
  return { ...person, state: invitedState(invitee), joinOrder: null, joinedAt: null, connectionId: null };
}

/** Status while the call is not over: connected from two joined on, ringing while any tab rings. */
function liveStatus(call: CallRecord): Call['status'] {
  if (call.connectedAt) return 'connected';
  return call.participants.some((p) => p.state === 'ringing') ? 'ringing' : 'calling';
}

function bump(call: CallRecord, changes: Partial<CallRecord>): CallRecord {
  const next = { ...call, ...changes, version: call.version + 1 };
  return next.status === 'ended' ? next : { ...next, status: liveStatus(next) };
}

const updatedToJoined = (call: CallRecord): Notice[] =>
  joined(call).map((p) => ({ userId: p.userId, tab: p.connectionId ?? undefined, kind: 'updated' as const }));

/**
 * Ends the call: every joined tab and every still-ringing user hears `reason` (the ringing ones
 * on all their tabs); those still waiting count as missed.
 */
function end(call: CallRecord, reason: CallEndReason, now: Date, extra: Notice[] = []): Transition {
  const notices: Notice[] = [...extra];
  for (const p of call.participants) {
    if (p.state === 'joined')
      notices.push({ userId: p.userId, tab: p.connectionId ?? undefined, kind: 'ended', reason });
    else if (p.state === 'ringing') notices.push({ userId: p.userId, kind: 'ended', reason });
  }
  const participants = call.participants.map((p) =>
    p.state === 'ringing' || p.state === 'invited' ? { ...p, state: 'missed' as const } : p,
  );
  const ended = bump(call, {
    participants,
    status: 'ended',
    ringDeadline: null,
    endReason: reason,
    endedAt: now.toISOString(),
  });
  return { call: ended, notices };
}

export interface StartCall {
  id: string;
  tenantId: string;
  caller: Person & { connectionId: string };
  invitees: Invitee[];
  media: CallMedia;
  group: boolean;
  now: Date;
  ringTimeoutMs: number;
}

/** A new call: the caller's tab is joined at once; reachable invitees ring on every tab. */
export function startCall(input: StartCall): Transition {
  const { caller, invitees, now } = input;
  if (invitees.some((i) => i.userId === caller.userId)) throw new AppError('bad_input', 'You cannot call yourself');
  if (new Set(invitees.map((i) => i.userId)).size !== invitees.length) {
    throw new AppError('bad_input', 'A person is invited twice');
  }
  if (!input.group && invitees.length !== 1) throw new AppError('bad_input', 'A direct call has exactly one callee');
  if (invitees.length + 1 > maxCallParticipants) {
    throw new AppError('bad_input', `A call has at most ${maxCallParticipants} participants`);
  }
  const callerRecord: ParticipantRecord = {
    ...caller,
    state: 'joined',
    joinOrder: 0,
    joinedAt: now.toISOString(),
  };
  const draft: CallRecord = {
    id: input.id,
    tenantId: input.tenantId,
    callerId: caller.userId,
    media: input.media,
    group: input.group,
    status: 'calling',
    participants: [callerRecord, ...invitees.map(toParticipant)],
    createdAt: now.toISOString(),
    connectedAt: null,
    version: 1,
    ringDeadline: now.getTime() + input.ringTimeoutMs,
    endReason: null,
    endedAt: null,
  };
  const call = { ...draft, status: liveStatus(draft) };
  if (!call.participants.some((p) => p.state === 'ringing')) {
    const reason = invitees.every((i) => i.busy) ? 'busy' : 'unavailable';
    return end(call, reason, now);
  }
  const notices: Notice[] = [{ userId: caller.userId, tab: caller.connectionId, kind: 'updated' }];
  for (const p of call.participants) if (p.state === 'ringing') notices.push({ userId: p.userId, kind: 'incoming' });
  return { call, notices };
}

/** Taken on one tab: the others stop ringing; two joined make the call connected. */
export function acceptCall(call: CallRecord, userId: string, connectionId: string, now: Date): Transition {
  const me = find(call, userId);
  if (me.state === 'joined') throw new AppError('conflict', 'You already took this call');
  if (me.state !== 'ringing' && me.state !== 'invited')
    throw new AppError('conflict', 'This call is no longer ringing for you');
  const joinOrder = Math.max(...joined(call).map((p) => p.joinOrder ?? 0)) + 1;
  const participants = call.participants.map((p) =>
    p.userId === userId ? { ...p, state: 'joined' as const, joinOrder, joinedAt: now.toISOString(), connectionId } : p,
  );
  const stillWaiting = participants.some((p) => p.state === 'ringing' || p.state === 'invited');
  const next = bump(call, {
    participants,
    connectedAt: call.connectedAt ?? now.toISOString(),
    ringDeadline: stillWaiting ? call.ringDeadline : null,
  });
  return {
    call: next,
    notices: [
      ...updatedToJoined(next),
      { userId, exceptTab: connectionId, kind: 'ended', reason: 'answered_elsewhere' },
    ],
  };
}

/** Declined on any tab: all of the user's tabs stop; a call nobody else can join is over. */
export function rejectCall(call: CallRecord, userId: string, now: Date): Transition {
  const me = find(call, userId);
  if (me.state !== 'ringing' && me.state !== 'invited')
    throw new AppError('conflict', 'This call is not ringing for you');
  const declined = {
    ...call,
    participants: call.participants.map((p) => (p.userId === userId ? { ...p, state: 'declined' as const } : p)),
  };
  const own: Notice = { userId, kind: 'ended', reason: 'rejected' };
  if (joined(declined).length < 2 && waiting(declined).length === 0) return end(declined, 'rejected', now, [own]);
  const next = bump(declined, { ringDeadline: waiting(declined).length ? call.ringDeadline : null });
  return { call: next, notices: [own, ...updatedToJoined(next)] };
}

/**
 * Every tab of someone being rung has closed: nobody can answer there any more, so they count as
 * missed at once; a call nobody else can join ends as unavailable instead of ringing on to the time-out.
 */
export function ringingGone(call: CallRecord, userId: string, now: Date): Transition {
  const me = find(call, userId);
  if (me.state !== 'ringing') throw new AppError('conflict', 'This call is not ringing for you');
  const gone = {
    ...call,
    participants: call.participants.map((p) => (p.userId === userId ? { ...p, state: 'missed' as const } : p)),
  };
  if (joined(gone).length < 2 && waiting(gone).length === 0) return end(gone, 'unavailable', now);
  const next = bump(gone, { ringDeadline: waiting(gone).length ? call.ringDeadline : null });
  return { call: next, notices: updatedToJoined(next) };
}

/** The caller gives up before anyone joined. */
export function cancelCall(call: CallRecord, userId: string, now: Date): Transition {
  const me = find(call, userId);
  if (me.userId !== call.callerId) throw new AppError('forbidden', 'Only the caller can cancel a call');
  if (call.connectedAt) throw new AppError('conflict', 'The call is connected: hang up instead');
  return end(call, 'cancelled', now);
}

/**
 * A joined participant leaves (hang-up) or its tab's socket dropped (disconnected). With fewer
 * than two left and nobody ringing, the call is over for everyone with the same reason.
 */
export function leaveCall(call: CallRecord, userId: string, reason: 'hangup' | 'disconnected', now: Date): Transition {
  const me = find(call, userId);
  if (me.state !== 'joined') throw new AppError('conflict', 'You are not in this call');
  if (!call.connectedAt && me.userId === call.callerId && reason === 'hangup') return cancelCall(call, userId, now);
  const state = reason === 'hangup' ? ('left' as const) : ('disconnected' as const);
  const left = { ...call, participants: call.participants.map((p) => (p.userId === userId ? { ...p, state } : p)) };
  const own: Notice[] =
    reason === 'hangup' ? [{ userId, tab: me.connectionId ?? undefined, kind: 'ended', reason }] : [];
  const remaining = joined(left).length;
  const callerGone = !call.connectedAt && me.userId === call.callerId;
  if (callerGone || (remaining < 2 && (call.connectedAt || waiting(left).length === 0)))
    return end(left, reason, now, own);
  const next = bump(left, {});
  return { call: next, notices: [...own, ...updatedToJoined(next)] };
}

/** More people into a connected group call (spec 000 §5); someone who left may be asked back. */
export function addToCall(
  call: CallRecord,
  userId: string,
  invitees: Invitee[],
  now: Date,
  ringTimeoutMs: number,
): Transition {
  const me = find(call, userId);
  if (!call.group || !call.connectedAt || me.state !== 'joined') {
    throw new AppError('conflict', 'Cannot add participant: not in an active group call');
  }
  if (invitees.some((i) => call.participants.some((p) => p.userId === i.userId && active(p)))) {
    throw new AppError('conflict', 'That person is already in the call');
  }
  const kept = call.participants.filter((p) => active(p) || !invitees.some((i) => i.userId === p.userId));
  if (kept.filter(active).length + invitees.length > maxCallParticipants) {
    throw new AppError('bad_input', `A call has at most ${maxCallParticipants} participants`);
  }
  if (kept.length + invitees.length > maxCallEntries) {
    throw new AppError('conflict', 'This call has had too many people join and leave; start a new one');
  }
  const added = invitees.map(toParticipant);
  const next = bump(call, {
    participants: [...kept, ...added],
    ringDeadline: now.getTime() + ringTimeoutMs,
  });
  const incoming: Notice[] = added
    .filter((p) => p.state === 'ringing')
    .map((p) => ({ userId: p.userId, kind: 'incoming' }));
  return { call: next, notices: [...updatedToJoined(next), ...incoming] };
}

/** Nobody answered in time: the ringing stop ('no_answer'); a call with one joined is over. */
export function timeOutCall(call: CallRecord, now: Date): Transition | null {
  if (call.ringDeadline === null || call.ringDeadline > now.getTime()) return null;
  if (joined(call).length < 2) return end(call, 'no_answer', now);
  const notices: Notice[] = call.participants
    .filter((p) => p.state === 'ringing')
    .map((p) => ({ userId: p.userId, kind: 'ended' as const, reason: 'no_answer' as const }));
  const participants = call.participants.map((p) =>
    p.state === 'ringing' || p.state === 'invited' ? { ...p, state: 'missed' as const } : p,
  );
  const next = bump(call, { participants, ringDeadline: null });
  return { call: next, notices: [...notices, ...updatedToJoined(next)] };
}

/** The public view of the call: no connection ids. */
export function publicCall(call: CallRecord): Call {
  return {
    id: call.id,
    callerId: call.callerId,
    media: call.media,
    group: call.group,
    status: call.status,
    participants: call.participants.map(({ connectionId: _c, ...p }) => p),
    createdAt: call.createdAt,
    connectedAt: call.connectedAt,
    version: call.version,
  };
}
