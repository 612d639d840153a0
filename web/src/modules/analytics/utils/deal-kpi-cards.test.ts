import { conversionRate, type DealAnalytics } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { dealKpiCards } from './deal-kpi-cards';

// The quarter of issue 21: 9 won and 5 lost in all; in the last 30 days 9 deals were created, of
// which 2 are won, and 3 deals were won (closed) for $12,000, $30,000 and $18,000.
interface Deal {
  createdDaysAgo: number;
  status: 'open' | 'won' | 'lost';
  closedDaysAgo?: number;
  value: number;
}
const deal = (createdDaysAgo: number, status: Deal['status'], value = 10_000, closedDaysAgo?: number): Deal => ({
  createdDaysAgo,
  status,
  value,
  closedDaysAgo,
});
const deals: Deal[] = [
  deal(3, 'won', 12_000, 1),
  deal(12, 'won', 30_000, 4),
  ...[1, 2, 5, 8, 13, 20, 28].map((d) => deal(d, 'open')),
  deal(45, 'won', 18_000, 20),
  ...[50, 60, 70, 80, 85, 88].map((d) => deal(d, 'won', 5_000, 40)),
  ...[31, 40, 55, 70, 89].map((d) => deal(d, 'lost', 7_000, 35)),
];

/** The month window's figures counted straight from the deals, the way a person would. */
function byHand(days: number) {
  const created = deals.filter((d) => d.createdDaysAgo < days);
  const won = deals.filter((d) => d.status === 'won' && (d.closedDaysAgo ?? Infinity) < days);
  const revenue = won.reduce((sum, d) => sum + d.value, 0);
  return {
    created: created.length,
    createdWon: created.filter((d) => d.status === 'won').length,
    won: won.length,
    revenue,
    average: Math.round(revenue / won.length),
  };
}

describe('deal KPI cards', () => {
  const hand = byHand(30);
  const kpis: DealAnalytics['kpis'] = {
    totalRevenue: hand.revenue,
    conversionRate: conversionRate(hand.createdWon, hand.created),
    totalContacts: 1234,
    averageDealSize: hand.average,
    dealsCreated: hand.created,
    dealsCreatedWon: hand.createdWon,
    dealsWon: hand.won,
  };
  const cards = Object.fromEntries(dealKpiCards(kpis, 'month').map((c) => [c.key, c]));

  it('shows each figure as counted by hand from the same deals', () => {
    expect(hand).toEqual({ created: 9, createdWon: 2, won: 3, revenue: 60_000, average: 20_000 });
    expect(cards['total-revenue']).toMatchObject({ value: '$60,000', hint: '3 deals won, last 30 days' });
    expect(cards['conversion-rate']).toMatchObject({ value: '22.2%', hint: '2 won of 9 deals created, last 30 days' });
    expect(cards['total-contacts']).toMatchObject({ value: '1,234', hint: 'In the workspace' });
    expect(cards['avg-deal-size']).toMatchObject({ value: '$20,000', hint: 'Per deal won, last 30 days' });
  });

  it('never labels the conversion rate as a share of closed deals (that is the win rate, 64.3% here)', () => {
    const won = deals.filter((d) => d.status === 'won').length;
    const lost = deals.filter((d) => d.status === 'lost').length;
    expect([won, lost]).toEqual([9, 5]);
    const card = cards['conversion-rate'];
    expect(card?.hint).not.toMatch(/closed/i);
    expect(card?.formula).toMatch(/^Won ÷ all deals × 100/);
    expect(card?.formula).toContain('created in the last 30 days');
  });

  it('names the window and reads one deal in the singular', () => {
    const one = dealKpiCards({ ...kpis, dealsWon: 1, dealsCreated: 1, dealsCreatedWon: 1 }, 'week');
    expect(one.map((c) => c.hint)).toEqual([
      '1 deal won, last 7 days',
      '1 won of 1 deal created, last 7 days',
      'In the workspace',
      'Per deal won, last 7 days',
    ]);
  });
});
