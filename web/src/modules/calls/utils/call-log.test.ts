import type { CallLogEntry } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { directionOf, otherPeople } from './call-log';

const entry = (callerId: string, outcome: CallLogEntry['outcome']): CallLogEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  callerId,
  media: 'video',
  group: false,
  outcome,
  endReason: 'hangup',
  participants: [
    { userId: 'a', name: 'Ada', email: 'a@x.test', state: 'left' },
    { userId: 'b', name: 'Bo', email: 'b@x.test', state: 'left' },
  ],
  startedAt: '2026-01-01T00:00:00Z',
  connectedAt: null,
  endedAt: '2026-01-01T00:00:10Z',
  durationSeconds: 0,
  quality: null,
});

describe('call log rows', () => {
  it('is outgoing for the caller, incoming when taken, missed when not', () => {
    expect(directionOf(entry('a', 'no_answer'), 'a')).toBe('outgoing');
    expect(directionOf(entry('a', 'completed'), 'b')).toBe('incoming');
    expect(directionOf(entry('a', 'no_answer'), 'b')).toBe('missed');
  });

  it('names everyone but the reader', () => {
    expect(otherPeople(entry('a', 'completed'), 'a')).toBe('Bo');
    expect(otherPeople(entry('a', 'completed'), 'c')).toBe('Ada, Bo');
  });
});
