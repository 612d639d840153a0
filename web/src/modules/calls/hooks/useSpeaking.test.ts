import { describe, expect, it } from 'vitest';
import { speakingLevel, waveformLevel } from './useSpeaking';

describe('speaking level', () => {
  it('is zero for silence and for no samples', () => {
    expect(waveformLevel(new Uint8Array(64).fill(128))).toBe(0);
    expect(waveformLevel(new Uint8Array(0))).toBe(0);
  });

  it('is the RMS of the centred waveform: a full square wave is 1, a faint hum stays under the speaking level', () => {
    const square = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 0 : 256 - 0.0001));
    expect(waveformLevel(square)).toBeCloseTo(1, 2);
    const hum = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 129 : 127));
    expect(waveformLevel(hum)).toBeLessThan(speakingLevel);
    const voice = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 150 : 106));
    expect(waveformLevel(voice)).toBeGreaterThan(speakingLevel);
  });
});
