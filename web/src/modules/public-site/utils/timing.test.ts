import { describe, expect, it } from 'vitest';
import { isHeaderSolid, rotationPhase, stepIndex } from './timing';

describe('public site timing', () => {
  it('loops slides forwards and backwards', () => {
    expect(stepIndex(0, 5)).toBe(1);
    expect(stepIndex(4, 5)).toBe(0);
    expect(stepIndex(0, 5, -1)).toBe(4);
    expect(stepIndex(0, 0)).toBe(0);
  });

  it('fades the rotating feature out in the last half second of its 6 s slot', () => {
    expect(rotationPhase(0)).toBe('shown');
    expect(rotationPhase(5499)).toBe('shown');
    expect(rotationPhase(5500)).toBe('fading');
    expect(rotationPhase(5999)).toBe('fading');
    expect(rotationPhase(6000)).toBe('shown');
  });

  it('turns the header solid only past 10 px of scrolling', () => {
    expect(isHeaderSolid(0)).toBe(false);
    expect(isHeaderSolid(10)).toBe(false);
    expect(isHeaderSolid(11)).toBe(true);
  });
});
