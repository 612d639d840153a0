import type { Call, CallParticipant } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { endDelayMs, meshRoles, presenceOf, statusOf } from './call-view';

const person = (userId: string, state: CallParticipant['state'], joinOrder: number | null): CallParticipant => ({
  userId,
  name: userId,
  email: `${userId}@x.test`,
  state,
  joinOrder,
  joinedAt: joinOrder === null ? null : '2026-01-01T00:00:00Z',
});
const call = (status: Call['status'], participants: CallParticipant[]): Call => ({
  id: '00000000-0000-4000-8000-000000000001',
  callerId: 'a',
  media: 'video',
  group: true,
  status,
  participants,
  createdAt: '2026-01-01T00:00:00Z',
  connectedAt: null,
  version: 1,
});

describe('call view', () => {
  it('offers to those who joined later and awaits offers from those who joined earlier', () => {
    const group = call('connected', [
      person('a', 'joined', 0),
      person('b', 'joined', 1),
      person('c', 'joined', 2),
      person('d', 'ringing', null),
    ]);
    expect(meshRoles(group, 'a')).toEqual({ offer: ['b', 'c'], await: [] });
    expect(meshRoles(group, 'b')).toEqual({ offer: ['c'], await: ['a'] });
    expect(meshRoles(group, 'c')).toEqual({ offer: [], await: ['a', 'b'] });
    expect(meshRoles(group, 'd')).toEqual({ offer: [], await: [] });
  });

  it('says Connecting until media flows, then Connected', () => {
    const connected = call('connected', [person('a', 'joined', 0), person('b', 'joined', 1)]);
    expect(statusOf(connected, false)).toBe('connecting');
    expect(statusOf(connected, true)).toBe('connected');
    expect(statusOf(call('ringing', [person('a', 'joined', 0)]), false)).toBe('ringing');
    expect(statusOf(call('ended', [person('a', 'left', 0)]), true)).toBe('ending');
  });

  it('shows ringing people as invited and every final state as left', () => {
    expect(presenceOf('ringing')).toBe('invited');
    expect(presenceOf('joined')).toBe('joined');
    for (const state of ['declined', 'missed', 'busy', 'left', 'disconnected'] as const) {
      expect(presenceOf(state)).toBe('left');
    }
  });

  it('resets 1 s after an ending and 2 s after a peer drops', () => {
    expect(endDelayMs('hangup')).toBe(1000);
    expect(endDelayMs('disconnected')).toBe(2000);
  });
});
