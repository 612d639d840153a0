import { AppError } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { possibleNumber } from './phone-number';

describe('possibleNumber', () => {
  it('keeps numbers a numbering plan allows', () => {
    expect(possibleNumber('+14155552671', 'to')).toBe('+14155552671');
    expect(possibleNumber('+447911123456', 'to')).toBe('+447911123456');
  });

  it('refuses a number no plan allows, naming the field', () => {
    expect(() => possibleNumber('+10005550100', 'to')).toThrow(AppError);
    expect(() => possibleNumber('+4412', 'recipients.0.to')).toThrow(/not a valid phone number/);
  });
});
