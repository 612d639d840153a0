import { describe, expect, it } from 'vitest';
import { classifyQuality } from './connection-quality';

const at = (packetLossPercent: number, rtt: number) => classifyQuality({ packetLossPercent, rtt });

describe('connection quality (spec 000 §4)', () => {
  it('is excellent up to 2% loss and 150 ms round trip inclusive', () => {
    expect(at(0, 0)).toBe('excellent');
    expect(at(2, 150)).toBe('excellent');
  });

  it('is good just over 2% loss or just over 150 ms, up to 5% and 300 ms inclusive', () => {
    expect(at(2.01, 0)).toBe('good');
    expect(at(0, 150.1)).toBe('good');
    expect(at(5, 300)).toBe('good');
  });

  it('is poor just over 5% loss or just over 300 ms', () => {
    expect(at(5.01, 0)).toBe('poor');
    expect(at(0, 300.1)).toBe('poor');
    expect(at(50, 900)).toBe('poor');
  });

  it('the worse of the two measures decides', () => {
    expect(at(6, 10)).toBe('poor');
    expect(at(0.5, 200)).toBe('good');
  });

  it('is disconnected whatever the figures when the connection is down', () => {
    expect(classifyQuality({ packetLossPercent: 0, rtt: 0 }, false)).toBe('disconnected');
  });
});
