import { describe, expect, it } from 'vitest';
import { isTimeZone, sendableAt } from './quiet-hours';

const night = { start: '21:00', end: '08:00', timeZone: 'America/New_York' };

describe('sendableAt', () => {
  it('sends at once outside quiet hours or without them', () => {
    const noonNy = new Date('2026-06-01T16:00:00Z');
    expect(sendableAt(noonNy, night)).toEqual(noonNy);
    expect(sendableAt(noonNy, null)).toEqual(noonNy);
  });

  it('holds a text sent at 23:30 in New York until 08:00 there, across midnight', () => {
    expect(sendableAt(new Date('2026-06-02T03:30:00Z'), night).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });

  it('treats the start minute as quiet and the end minute as open', () => {
    expect(sendableAt(new Date('2026-06-02T01:00:00Z'), night).toISOString()).toBe('2026-06-02T12:00:00.000Z');
    const eight = new Date('2026-06-02T12:00:00Z');
    expect(sendableAt(eight, night)).toEqual(eight);
  });

  it('handles a window inside one day', () => {
    const lunch = { start: '12:00', end: '13:00', timeZone: 'UTC' };
    expect(sendableAt(new Date('2026-06-02T12:15:30Z'), lunch).toISOString()).toBe('2026-06-02T13:00:00.000Z');
  });

  it('knows which time zones exist', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
