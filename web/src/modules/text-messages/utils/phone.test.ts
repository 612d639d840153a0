import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('toE164', () => {
  it('reads a national number in the given region and keeps an international one', () => {
    expect(toE164('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(toE164('+44 7911 123456', 'US')).toBe('+447911123456');
  });

  it('gives null for what no text can reach', () => {
    expect(toE164('12', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
    expect(toE164(null, 'US')).toBeNull();
  });

  it('formats for reading', () => {
    expect(formatPhone('+14155552671')).toBe('+1 415 555 2671');
  });
});
