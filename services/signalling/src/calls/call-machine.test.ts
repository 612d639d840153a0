import { describe, expect, it } from 'vitest';
import {
  acceptCall,
  addToCall,
  cancelCall,
  leaveCall,
  rejectCall,
  ringingGone,
  startCall,
  timeOutCall,
} from './call-machine';
import type { Invitee } from './call-record';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const person = (n: number) => ({
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `User ${n}`,
  email: `u${n}@x.test`,
});
const [a, b, c, d] = [person(1), person(2), person(3), person(4)];
const reachable = (p: typeof a, extra: Partial<Invitee> = {}): Invitee => ({
  ...p,
  online: true,
  busy: false,
  ...extra,
});
const start = (invitees: Invitee[], group = invitees.length > 1) =>
  startCall({
    id: '00000000-0000-4000-8000-0000000000aa',
    tenantId: '00000000-0000-4000-8000-0000000000ff',
    caller: { ...a, connectionId: 'tab-a' },
    invitees,
    media: 'video',
    group,
    now: t0,
    ringTimeoutMs: 30_000,
  });

describe('the call state machine', () => {
  it('rings every tab of the callee and tells the calling tab it rings', () => {
    const { call, notices } = start([reachable(b)]);
    expect(call.status).toBe('ringing');
    expect(call.participants.map((p) => p.state)).toEqual(['joined', 'ringing']);
    expect(notices).toEqual([
      { userId: a.userId, tab: 'tab-a', kind: 'updated' },
      { userId: b.userId, kind: 'incoming' },
    ]);
  });

  it('ends at once when nobody can ring: offline is unavailable, in another call is busy', () => {
    expect(start([reachable(b, { online: false })]).call).toMatchObject({ status: 'ended', endReason: 'unavailable' });
    const busy = start([reachable(b, { busy: true })]);
    expect(busy.call).toMatchObject({ status: 'ended', endReason: 'busy' });
    expect(busy.notices).toEqual([{ userId: a.userId, tab: 'tab-a', kind: 'ended', reason: 'busy' }]);
  });

  it('refuses calling yourself, a direct call to two and a fifth participant', () => {
    expect(() => start([reachable(a)])).toThrow(/yourself/);
    expect(() => start([reachable(b), reachable(c)], false)).toThrow(/exactly one/);
    expect(() => start([reachable(b), reachable(c), reachable(d), reachable(person(5))])).toThrow(/at most 4/);
  });

  it('connects on accept, stops the other tabs and grants the accepting tab', () => {
    const accepted = acceptCall(start([reachable(b)]).call, b.userId, 'tab-b2', at(3));
    expect(accepted.call).toMatchObject({ status: 'connected', connectedAt: at(3).toISOString(), ringDeadline: null });
    expect(accepted.call.participants[1]).toMatchObject({ state: 'joined', joinOrder: 1, connectionId: 'tab-b2' });
    expect(accepted.notices).toEqual([
      { userId: a.userId, tab: 'tab-a', kind: 'updated' },
      { userId: b.userId, tab: 'tab-b2', kind: 'updated' },
      { userId: b.userId, exceptTab: 'tab-b2', kind: 'ended', reason: 'answered_elsewhere' },
    ]);
    expect(() => acceptCall(accepted.call, b.userId, 'tab-b1', at(4))).toThrow(/already/);
    expect(() => acceptCall(accepted.call, c.userId, 'tab-c', at(4))).toThrow(/not in this call/);
  });

  it('ends a direct call as unavailable when every tab of the callee closes while it rings', () => {
    const { call, notices } = ringingGone(start([reachable(b)]).call, b.userId, at(4));
    expect(call).toMatchObject({ status: 'ended', endReason: 'unavailable' });
    expect(call.participants[1]?.state).toBe('missed');
    expect(notices).toEqual([{ userId: a.userId, tab: 'tab-a', kind: 'ended', reason: 'unavailable' }]);
    // In a group call the others go on ringing.
    const group = ringingGone(start([reachable(b), reachable(c)]).call, b.userId, at(4));
    expect(group.call.status).toBe('ringing');
    expect(group.call.participants.map((p) => p.state)).toEqual(['joined', 'missed', 'ringing']);
  });

  it('ends a direct call for the caller when the callee rejects', () => {
    const { call, notices } = rejectCall(start([reachable(b)]).call, b.userId, at(2));
    expect(call).toMatchObject({ status: 'ended', endReason: 'rejected' });
    expect(notices).toEqual([
      { userId: b.userId, kind: 'ended', reason: 'rejected' },
      { userId: a.userId, tab: 'tab-a', kind: 'ended', reason: 'rejected' },
    ]);
  });

  it('lets only the caller cancel, and stops every ringing tab', () => {
    const ringing = start([reachable(b)]).call;
    expect(() => cancelCall(ringing, b.userId, at(1))).toThrow(/Only the caller/);
    const { call, notices } = cancelCall(ringing, a.userId, at(1));
    expect(call.participants[1]?.state).toBe('missed');
    expect(notices).toContainEqual({ userId: b.userId, kind: 'ended', reason: 'cancelled' });
  });

  it('times out after the deadline only, as no answer', () => {
    const ringing = start([reachable(b)]).call;
    expect(timeOutCall(ringing, at(29.9))).toBeNull();
    const { call, notices } = timeOutCall(ringing, at(30)) ?? { call: ringing, notices: [] };
    expect(call).toMatchObject({ status: 'ended', endReason: 'no_answer' });
    expect(notices).toContainEqual({ userId: b.userId, kind: 'ended', reason: 'no_answer' });
  });

  it('ends for the peer with the same reason on hang-up or a dropped socket', () => {
    const connected = acceptCall(start([reachable(b)]).call, b.userId, 'tab-b', at(3)).call;
    const hangup = leaveCall(connected, a.userId, 'hangup', at(63));
    expect(hangup.call).toMatchObject({ status: 'ended', endReason: 'hangup' });
    expect(hangup.notices).toEqual([
      { userId: a.userId, tab: 'tab-a', kind: 'ended', reason: 'hangup' },
      { userId: b.userId, tab: 'tab-b', kind: 'ended', reason: 'hangup' },
    ]);
    const dropped = leaveCall(connected, b.userId, 'disconnected', at(10));
    expect(dropped.notices).toEqual([{ userId: a.userId, tab: 'tab-a', kind: 'ended', reason: 'disconnected' }]);
  });

  it('keeps a group call going while two remain, and offers by join order', () => {
    let call = start([reachable(b), reachable(c)]).call;
    call = acceptCall(call, c.userId, 'tab-c', at(2)).call;
    expect(call.status).toBe('connected');
    call = acceptCall(call, b.userId, 'tab-b', at(4)).call;
    expect(call.participants.map((p) => [p.userId, p.joinOrder])).toEqual([
      [a.userId, 0],
      [b.userId, 2],
      [c.userId, 1],
    ]);
    const left = leaveCall(call, c.userId, 'hangup', at(9));
    expect(left.call.status).toBe('connected');
    expect(left.notices.map((n) => n.kind)).toEqual(['ended', 'updated', 'updated']);
    expect(leaveCall(left.call, b.userId, 'hangup', at(10)).call.status).toBe('ended');
  });

  it('adds people only to a connected group call, up to four', () => {
    const direct = acceptCall(start([reachable(b)]).call, b.userId, 'tab-b', at(1)).call;
    expect(() => addToCall(direct, a.userId, [reachable(c)], at(2), 30_000)).toThrow(/not in an active group call/);
    const ringingGroup = start([reachable(b), reachable(c)]).call;
    expect(() => addToCall(ringingGroup, a.userId, [reachable(d)], at(2), 30_000)).toThrow(
      /not in an active group call/,
    );
    const group = acceptCall(ringingGroup, b.userId, 'tab-b', at(1)).call;
    const added = addToCall(group, b.userId, [reachable(d)], at(2), 30_000);
    expect(added.notices).toContainEqual({ userId: d.userId, kind: 'incoming' });
    expect(added.call.ringDeadline).toBe(at(32).getTime());
    expect(() => addToCall(added.call, a.userId, [reachable(person(5))], at(3), 30_000)).toThrow(/at most 4/);
    expect(() => addToCall(added.call, a.userId, [reachable(c)], at(3), 30_000)).toThrow(/already in the call/);
  });

  it('on timeout in a connected group, only those still ringing drop out', () => {
    let call = start([reachable(b), reachable(c)]).call;
    call = acceptCall(call, b.userId, 'tab-b', at(1)).call;
    const result = timeOutCall(call, at(30));
    expect(result?.call.status).toBe('connected');
    expect(result?.call.participants.find((p) => p.userId === c.userId)?.state).toBe('missed');
    expect(result?.notices).toContainEqual({ userId: c.userId, kind: 'ended', reason: 'no_answer' });
  });
});
