import type { LucideIcon } from 'lucide-react';
import { CircleDollarSign, Percent, TrendingUp, Users } from 'lucide-react';
import { countOf, type DealAnalytics, formatMoney, formatPercent, type Timeframe } from '@smartcrm/contracts';

export const windowName: Record<Timeframe, string> = {
  week: 'last 7 days',
  month: 'last 30 days',
  quarter: 'last 13 weeks',
};

export type DealKpiKey = 'total-revenue' | 'conversion-rate' | 'total-contacts' | 'avg-deal-size';

export interface DealKpiCard {
  key: DealKpiKey;
  label: string;
  icon: LucideIcon;
  value: string;
  /** One line under the figure naming what it counts, with the counts it divided. */
  hint: string;
  /** The formula in words (spec 001 §9), shown on hover. */
  formula: string;
}

/**
 * The four KPI cards of the Executive Overview and of Deal Analytics, one source for their labels,
 * hints and formulas. Conversion rate is spec 001 §9's won ÷ all deals, over the deals created in
 * the window; it is not the win rate (won ÷ closed), which is why its hint names its divisor.
 */
export function dealKpiCards(kpis: DealAnalytics['kpis'], timeframe: Timeframe): DealKpiCard[] {
  const window = windowName[timeframe];
  return [
    {
      key: 'total-revenue',
      icon: CircleDollarSign,
      label: 'Total Revenue',
      value: formatMoney(kpis.totalRevenue),
      hint: `${countOf(kpis.dealsWon, 'deal')} won, ${window}`,
      formula: `Sum of the value of the deals won (closed) in the ${window}.`,
    },
    {
      key: 'conversion-rate',
      icon: Percent,
      label: 'Conversion Rate',
      value: formatPercent(kpis.conversionRate),
      hint: `${kpis.dealsCreatedWon} won of ${countOf(kpis.dealsCreated, 'deal')} created, ${window}`,
      formula: `Won ÷ all deals × 100: of the deals created in the ${window}, the share now won. Win rate divides by closed deals only.`,
    },
    {
      key: 'total-contacts',
      icon: Users,
      label: 'Total Contacts',
      value: kpis.totalContacts.toLocaleString('en-US'),
      hint: 'In the workspace',
      formula: 'Every contact you can see in the workspace, whatever its status.',
    },
    {
      key: 'avg-deal-size',
      icon: TrendingUp,
      label: 'Avg Deal Size',
      value: formatMoney(kpis.averageDealSize),
      hint: `Per deal won, ${window}`,
      formula: `Total revenue ÷ deals won in the ${window}, whole dollars.`,
    },
  ];
}
