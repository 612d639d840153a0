import { describe, expect, it } from 'vitest';
import { formatDuration, statusText } from './call-text';

describe('call card texts', () => {
  it('uses the spec status texts', () => {
    expect([statusText.calling, statusText.ringing, statusText.connecting, statusText.connected]).toEqual([
      'Calling...',
      'Ringing...',
      'Connecting...',
      'Connected',
    ]);
  });

  it('formats the timer as mm:ss, with hours only past the hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59)).toBe('00:59');
    expect(formatDuration(60)).toBe('01:00');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
