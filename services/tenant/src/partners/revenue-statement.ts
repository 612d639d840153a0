import type { MonthStatement, StatementLine } from '@smartcrm/contracts';

/** From `at` on, the client was on `plan` with `status` (until its next change). */
export interface PlanChange {
  at: Date;
  plan: string;
  status: 'active' | 'suspended';
}

export interface ClientHistory {
  tenantId: string;
  slug: string;
  companyName: string;
  /** Oldest first; the first one is the workspace's creation. */
  changes: PlanChange[];
}

export type PlanPrices = ReadonlyMap<string, { name: string; monthlyPrice: number }>;

const dayMs = 86_400_000;

export function daysInMonth(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

const monthStart = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, mon - 1, 1);
};

/** The change in force at `time` (the last one made before it); undefined before creation. */
function stateAt(changes: PlanChange[], time: number): PlanChange | undefined {
  let found: PlanChange | undefined;
  for (const change of changes) {
    if (change.at.getTime() >= time) break;
    found = change;
  }
  return found;
}

/**
 * The rule: each UTC day of the month is billed at 1/daysInMonth of the price of the plan the
 * client is on at the end of that day, if it is active then. So a client created on any day
 * is billed for that day, one suspended on a day is not, a plan change counts from its day;
 * a client active the whole month is billed exactly its plan's price. Amounts are in cents,
 * rounded half up once per line; the share is the line's amount times the percentage, rounded
 * the same way, and totals are sums of the lines so a statement always adds up.
 */
export function monthStatement(
  month: string,
  clients: ClientHistory[],
  prices: PlanPrices,
  sharePercent: number,
  now: Date,
): MonthStatement {
  const days = daysInMonth(month);
  const start = monthStart(month);
  const shareBasisPoints = Math.round(sharePercent * 100);
  const lines: StatementLine[] = [];
  for (const client of clients) {
    const daysByPlan = new Map<string, number>();
    for (let day = 1; day <= days; day++) {
      const state = stateAt(client.changes, start + day * dayMs);
      if (state?.status === 'active') daysByPlan.set(state.plan, (daysByPlan.get(state.plan) ?? 0) + 1);
    }
    for (const [plan, daysActive] of daysByPlan) {
      const price = prices.get(plan) ?? { name: plan, monthlyPrice: 0 };
      const billedCents = Math.round((price.monthlyPrice * 100 * daysActive) / days);
      lines.push({
        tenantId: client.tenantId,
        slug: client.slug,
        companyName: client.companyName,
        plan,
        planName: price.name,
        monthlyPrice: price.monthlyPrice,
        daysActive,
        daysInMonth: days,
        billedCents,
        earnedCents: Math.round((billedCents * shareBasisPoints) / 10_000),
      });
    }
  }
  return {
    month,
    projected: now.getTime() < start + days * dayMs,
    lines,
    billedCents: lines.reduce((sum, line) => sum + line.billedCents, 0),
    earnedCents: lines.reduce((sum, line) => sum + line.earnedCents, 0),
  };
}

/** '2026-10' … '2026-12', oldest first. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, mon] = from.split('-').map(Number) as [number, number];
  for (let month = from; month <= to; ) {
    months.push(month);
    mon += 1;
    if (mon > 12) [year, mon] = [year + 1, 1];
    month = `${year}-${String(mon).padStart(2, '0')}`;
  }
  return months;
}
