import { describe, expect, it } from 'vitest';
import { positionBetween, positionGap } from './deal-position';

describe('positionBetween', () => {
  it('starts an empty stage at 0 and leaves a gap at either end', () => {
    expect(positionBetween(null, null)).toBe(0);
    expect(positionBetween(null, 10)).toBe(10 - positionGap);
    expect(positionBetween(10, null)).toBe(10 + positionGap);
  });

  it('takes the midpoint between two neighbours', () => {
    expect(positionBetween(0, 1024)).toBe(512);
    expect(positionBetween(-3, -2)).toBe(-2.5);
  });

  it('asks for a renumbering when no float fits between them, or they are out of order', () => {
    expect(positionBetween(1, 1 + Number.EPSILON)).toBeNull();
    expect(positionBetween(5, 5)).toBeNull();
    expect(positionBetween(6, 5)).toBeNull();
  });
});
