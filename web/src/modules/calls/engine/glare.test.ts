import type { Call } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import type { ActiveCall } from '../state/call-snapshot';
import { crossingWindowMs, decideRing } from './glare';

const bob = 'b0000000-0000-4000-8000-000000000000';
const ring = (id: string, callerId = bob, group = false) => ({ id, callerId, group }) as Call;
const calling = (id: string, status: ActiveCall['status'] = 'ringing', to = bob) =>
  ({ id, status, direction: 'outgoing', group: false, participants: [{ id: to }] }) as ActiveCall;
const dialedBob = { userId: bob, at: 1000 };

describe('a ring while calling', () => {
  it('rings when idle, is ignored while another call rings or runs', () => {
    expect(decideRing(null, false, ring('2'), null, 0)).toBe('ring');
    expect(decideRing(null, true, ring('2'), null, 0)).toBe('ignore');
    expect(decideRing(calling('5', 'connected'), false, ring('2'), dialedBob, 1000)).toBe('ignore');
  });

  it('when both call each other, the lower call id wins on both sides', () => {
    expect(decideRing(calling('5'), false, ring('2'), dialedBob, 1500)).toBe('answer');
    expect(decideRing(calling('2'), false, ring('5'), dialedBob, 1500)).toBe('hold');
  });

  it('answers the crossing call when its own was already refused', () => {
    expect(decideRing(calling('5', 'ending'), false, ring('9'), dialedBob, 1500)).toBe('answer');
    expect(decideRing(null, false, ring('9'), dialedBob, 1500)).toBe('answer');
  });

  it('treats a ring from someone else, a group ring or a late ring as an ordinary call', () => {
    const other = 'c0000000-0000-4000-8000-000000000000';
    expect(decideRing(calling('5'), false, ring('2', other), dialedBob, 1500)).toBe('ignore');
    expect(decideRing(null, false, ring('2', bob, true), dialedBob, 1500)).toBe('ring');
    expect(decideRing(null, false, ring('2'), dialedBob, 1000 + crossingWindowMs)).toBe('ring');
  });
});
