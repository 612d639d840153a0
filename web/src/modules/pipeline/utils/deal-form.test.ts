import { describe, expect, it } from 'vitest';
import type { Deal } from '@smartcrm/contracts';
import { DealFormSchema, formValuesOf, parseDollars, parseProbability, patchFrom } from './deal-form';

describe('parseDollars', () => {
  it('reads whole dollars with or without $ and separators', () => {
    expect(parseDollars('')).toBe(0);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('$12,500')).toBe(12_500);
  });
  it('refuses fractions, negatives and text', () => {
    expect(parseDollars('10.5')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('ten')).toBeNull();
    expect(parseDollars('9'.repeat(20))).toBeNull();
  });
});

describe('parseProbability', () => {
  it('takes 0 to 100, blank as unset, and nothing else', () => {
    expect(parseProbability('')).toBeUndefined();
    expect(parseProbability('0')).toBe(0);
    expect(parseProbability('100')).toBe(100);
    expect(parseProbability('101')).toBeNull();
    expect(parseProbability('-1')).toBeNull();
    expect(parseProbability('2.5')).toBeNull();
  });
});

describe('patchFrom', () => {
  const deal = {
    id: 'd',
    title: 'Deal',
    value: 100,
    probability: 20,
    stageId: 's1',
    contactId: null,
    expectedCloseDate: null,
    actualCloseDate: null,
    description: null,
    version: 3,
  } as unknown as Deal;

  it('sends only what changed, with the version it was read at', () => {
    const values = { ...formValuesOf(deal), value: '250', stageId: 's2', description: '  ' };
    expect(patchFrom(deal, values)).toEqual({ version: 3, value: 250, stageId: 's2' });
    expect(patchFrom(deal, { ...values, expectedCloseDate: '2025-06-30' }).expectedCloseDate).toBe('2025-06-30');
  });

  it('names each bad field, so nothing is sent', () => {
    const values = { ...formValuesOf(deal), title: ' ', value: '1.5', probability: '120' };
    const issues = DealFormSchema.safeParse(values).error?.issues.map(({ path, message }) => [path[0], message]);
    expect(issues).toEqual([
      ['title', 'needs a title'],
      ['value', 'must be whole dollars, 0 or more'],
      ['probability', 'must be a whole number from 0 to 100'],
    ]);
  });
});
