import { describe, expect, it } from 'vitest';
import { trialDaysText } from './trial-text';

describe('trial days text', () => {
  it('says day for one and days otherwise', () => {
    expect(trialDaysText(1)).toBe('1 day');
    expect(trialDaysText(14)).toBe('14 days');
    expect(trialDaysText(0)).toBe('0 days');
  });
});
