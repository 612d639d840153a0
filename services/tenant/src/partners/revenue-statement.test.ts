import { describe, expect, it } from 'vitest';
import { type ClientHistory, daysInMonth, monthStatement, monthsFrom, type PlanChange } from './revenue-statement';

const prices = new Map([
  ['starter', { name: 'Starter', monthlyPrice: 29 }],
  ['professional', { name: 'Professional', monthlyPrice: 79 }],
  ['enterprise', { name: 'Enterprise', monthlyPrice: 199 }],
]);
const later = new Date('2030-01-01T00:00:00Z');
const at = (iso: string, plan: string, status: PlanChange['status'] = 'active'): PlanChange => ({
  at: new Date(iso),
  plan,
  status,
});
const client = (...changes: PlanChange[]): ClientHistory => ({
  tenantId: '00000000-0000-4000-8000-000000000001',
  slug: 'acme',
  companyName: 'Acme',
  changes,
});
const november = (clients: ClientHistory[], share = 20, now = later) =>
  monthStatement('2026-11', clients, prices, share, now);

describe('monthStatement', () => {
  it('bills a client active the whole month exactly its plan price, and the share of it', () => {
    const statement = november([client(at('2026-11-01T00:00:00Z', 'starter'))]);
    expect(statement.lines).toEqual([
      expect.objectContaining({
        plan: 'starter',
        daysActive: 30,
        daysInMonth: 30,
        billedCents: 2900,
        earnedCents: 580,
      }),
    ]);
    expect(statement).toMatchObject({ billedCents: 2900, earnedCents: 580, projected: false });
  });

  it('counts a client created late on the 1st, or in an earlier month, for the whole month', () => {
    const lines = november([
      client(at('2026-11-01T23:59:00Z', 'professional')),
      client(at('2025-03-10T12:00:00Z', 'enterprise')),
    ]).lines;
    expect(lines.map((line) => line.billedCents)).toEqual([7900, 19900]);
  });

  it('bills a client created on the last day for one day', () => {
    const { lines } = november([client(at('2026-11-30T18:00:00Z', 'professional'))]);
    // 79 × 1/30 = 2.6333… → $2.63; 20% of 263 cents = 52.6 → 53 cents.
    expect(lines).toEqual([expect.objectContaining({ daysActive: 1, billedCents: 263, earnedCents: 53 })]);
  });

  it('bills nothing for a client created after the month or before its suspension', () => {
    expect(november([client(at('2026-12-01T00:00:00Z', 'starter'))]).lines).toEqual([]);
    const suspended = client(at('2026-01-01T00:00:00Z', 'starter'), at('2026-10-31T10:00:00Z', 'starter', 'suspended'));
    expect(november([suspended]).lines).toEqual([]);
  });

  it('stops billing on the day of a suspension and starts again on the day of a reactivation', () => {
    const history = client(
      at('2026-10-01T00:00:00Z', 'starter'),
      at('2026-11-10T15:00:00Z', 'starter', 'suspended'),
      at('2026-11-21T09:00:00Z', 'starter'),
    );
    // Active at the end of days 1–9 and 21–30: 19 days; 29 × 19/30 = 18.3666… → $18.37.
    expect(november([history]).lines).toEqual([expect.objectContaining({ daysActive: 19, billedCents: 1837 })]);
  });

  it('splits a mid-month plan change into one line per plan, from the day of the change', () => {
    const history = client(at('2026-10-01T00:00:00Z', 'starter'), at('2026-11-16T08:00:00Z', 'professional'));
    const statement = november([history], 25);
    // Starter days 1–15: 29 × 15/30 = $14.50; Professional days 16–30: 79 × 15/30 = $39.50.
    expect(statement.lines).toEqual([
      expect.objectContaining({ plan: 'starter', daysActive: 15, billedCents: 1450, earnedCents: 363 }),
      expect.objectContaining({ plan: 'professional', daysActive: 15, billedCents: 3950, earnedCents: 988 }),
    ]);
    expect(statement).toMatchObject({ billedCents: 5400, earnedCents: 1351 });
  });

  it('takes the last change of a day as that day’s state', () => {
    const history = client(
      at('2026-11-05T09:00:00Z', 'starter'),
      at('2026-11-05T10:00:00Z', 'starter', 'suspended'),
      at('2026-11-05T11:00:00Z', 'enterprise'),
    );
    expect(november([history]).lines).toEqual([
      expect.objectContaining({ plan: 'enterprise', daysActive: 26, billedCents: Math.round((19900 * 26) / 30) }),
    ]);
  });

  it('handles February, a 0% and a 100% share, and two-decimal shares', () => {
    const feb = monthStatement('2027-02', [client(at('2027-02-15T00:00:00Z', 'starter'))], prices, 12.5, later);
    // Days 15–28 of 28: 29 × 14/28 = $14.50; 12.5% = 181.25 → 181 cents.
    expect(feb.lines).toEqual([
      expect.objectContaining({ daysActive: 14, daysInMonth: 28, billedCents: 1450, earnedCents: 181 }),
    ]);
    const whole = [client(at('2026-01-01T00:00:00Z', 'enterprise'))];
    expect(november(whole, 0).earnedCents).toBe(0);
    expect(november(whole, 100).earnedCents).toBe(19900);
  });

  it('marks a month that is not over as projected', () => {
    const statement = november([client(at('2026-11-01T00:00:00Z', 'starter'))], 20, new Date('2026-11-30T23:59:59Z'));
    expect(statement.projected).toBe(true);
    expect(november([], 20, new Date('2026-12-01T00:00:00Z')).projected).toBe(false);
  });
});

describe('months', () => {
  it('knows the length of each month and walks across a year end', () => {
    expect([daysInMonth('2026-11'), daysInMonth('2028-02'), daysInMonth('2027-02'), daysInMonth('2026-12')]).toEqual([
      30, 29, 28, 31,
    ]);
    expect(monthsFrom('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsFrom('2026-11', '2026-11')).toEqual(['2026-11']);
  });
});
