import { describe, expect, it } from 'vitest';
import { DealInput, DealPatch } from './deal.schema';
import { dealOutcome, stageKey, stageKindFromName, stageTotals, utcToday } from './deal-rules';

describe('stageKindFromName', () => {
  it.each([
    ['won', 'won'],
    ['Won', 'won'],
    ['closed-won', 'won'],
    ['Closed Won', 'won'],
    [' CLOSED_WON ', 'won'],
    ['lost', 'lost'],
    ['closed-lost', 'lost'],
    ['Closed Lost', 'lost'],
    ['qualification', 'open'],
    ['Won back', 'open'],
    ['closed', 'open'],
    ['', 'open'],
  ])('%j is %s', (name, kind) => expect(stageKindFromName(name)).toBe(kind));
});

describe('stageKey', () => {
  it('slugs a name and never comes out empty', () => {
    expect(stageKey('Closed Won')).toBe('closed-won');
    expect(stageKey('  Demo / Trial!  ')).toBe('demo-trial');
    expect(stageKey('!!!')).toBe('stage');
  });
});

describe('dealOutcome', () => {
  const open = { status: 'open' as const, probability: 40, actualCloseDate: null };
  const today = '2025-03-10';

  it('closes a deal moved to a won stage: status, probability 100, today', () => {
    expect(dealOutcome(open, { kind: 'won', defaultProbability: 100 }, today)).toEqual({
      status: 'won',
      probability: 100,
      actualCloseDate: today,
    });
  });

  it('closes a deal moved to a lost stage with probability 0, whatever the user chose', () => {
    expect(dealOutcome(open, { kind: 'lost', defaultProbability: 30 }, today, 80)).toEqual({
      status: 'lost',
      probability: 0,
      actualCloseDate: today,
    });
  });

  it('keeps the close date of a deal moved between two won stages, not between won and lost', () => {
    const won = { status: 'won' as const, probability: 100, actualCloseDate: '2025-01-02' };
    expect(dealOutcome(won, { kind: 'won', defaultProbability: 100 }, today).actualCloseDate).toBe('2025-01-02');
    expect(dealOutcome(won, { kind: 'lost', defaultProbability: 0 }, today).actualCloseDate).toBe(today);
  });

  it("reopens a closed deal with the stage's default probability, or the one the user chose", () => {
    const lost = { status: 'lost' as const, probability: 0, actualCloseDate: '2025-01-02' };
    const stage = { kind: 'open' as const, defaultProbability: 50 };
    expect(dealOutcome(lost, stage, today)).toEqual({ status: 'open', probability: 50, actualCloseDate: null });
    expect(dealOutcome(lost, stage, today, 0).probability).toBe(0);
    expect(dealOutcome(lost, stage, today, 100).probability).toBe(100);
  });
});

describe('utcToday', () => {
  it('is the UTC calendar day, even just before midnight elsewhere', () => {
    expect(utcToday(new Date('2025-03-10T23:59:59.999Z'))).toBe('2025-03-10');
    expect(utcToday(new Date('2025-03-11T00:00:00-05:00'))).toBe('2025-03-11');
  });
});

describe('stageTotals', () => {
  it('is zero for an empty stage', () => expect(stageTotals([])).toEqual({ count: 0, total: 0, weighted: 0 }));

  it('sums values and weights each by its probability, rounding once', () => {
    const deals = [
      { value: 1000, probability: 100 },
      { value: 333, probability: 50 },
      { value: 333, probability: 50 },
      { value: 5000, probability: 0 },
    ];
    expect(stageTotals(deals)).toEqual({ count: 4, total: 6666, weighted: 1333 });
  });
});

describe('deal values', () => {
  const issue = (value: unknown) => DealInput.safeParse({ title: 'x', value }).error?.issues[0];

  it('accepts whole dollars from 0 up', () => {
    expect(DealInput.parse({ title: 'x', value: 0 }).value).toBe(0);
    expect(DealInput.parse({ title: 'x' }).value).toBe(0);
    expect(DealInput.parse({ title: 'x', value: 1_000_000_000_000 }).value).toBe(1_000_000_000_000);
  });

  it('refuses fractions, negatives and text, naming the field', () => {
    expect(issue(10.5)).toMatchObject({ path: ['value'], message: 'must be whole dollars' });
    expect(issue(0.01)).toMatchObject({ path: ['value'], message: 'must be whole dollars' });
    expect(issue(-1)).toMatchObject({ path: ['value'], message: 'must be 0 or more' });
    expect(issue('100')).toMatchObject({ path: ['value'] });
    expect(issue(1_000_000_000_001)?.path).toEqual(['value']);
  });

  it('refuses probabilities outside 0-100 on a patch', () => {
    expect(DealPatch.safeParse({ probability: 101, version: 1 }).success).toBe(false);
    expect(DealPatch.safeParse({ probability: -1, version: 1 }).success).toBe(false);
    expect(DealPatch.safeParse({ probability: 100, version: 1 }).success).toBe(true);
  });
});
