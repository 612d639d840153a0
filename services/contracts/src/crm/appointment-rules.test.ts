import { describe, expect, it } from 'vitest';
import { isUpcoming, upcomingAppointments } from './appointment-rules';

const now = new Date('2026-03-10T12:00:00Z');
const at = (id: string, startsAt: string, status = 'scheduled' as const) => ({ id, startsAt, status });

describe('isUpcoming', () => {
  it('is true only for a scheduled appointment that starts after now', () => {
    expect(isUpcoming(at('a', '2026-03-10T12:00:01Z'), now)).toBe(true);
    expect(isUpcoming(at('b', '2026-03-10T12:00:00Z'), now)).toBe(false);
    expect(isUpcoming(at('c', '2026-03-09T12:00:00Z'), now)).toBe(false);
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(isUpcoming({ status, startsAt: '2026-04-01T09:00:00Z' }, now)).toBe(false);
    }
  });
});

describe('upcomingAppointments', () => {
  it('keeps the soonest five by default and honours another limit', () => {
    const list = [
      at('late', '2026-03-20T09:00:00Z'),
      at('past', '2026-03-01T09:00:00Z'),
      ...[5, 3, 1, 4, 2, 6].map((d) => at(`d${d}`, `2026-03-1${d}T09:00:00+02:00`)),
      { id: 'off', startsAt: '2026-03-11T08:00:00Z', status: 'cancelled' as const },
    ];
    expect(upcomingAppointments(list, now).map((a) => a.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(upcomingAppointments(list, now, 2).map((a) => a.id)).toEqual(['d1', 'd2']);
    expect(upcomingAppointments(list, now, 50).map((a) => a.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'late']);
  });
});
