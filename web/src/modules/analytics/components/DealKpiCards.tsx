import type { DealAnalytics, Timeframe } from '@smartcrm/contracts';
import { dealKpiCards } from '../utils/deal-kpi-cards';
import { StatCard } from './StatCard';

/** The deal KPI cards of a window, as Executive Overview and Deal Analytics both show them. */
export function DealKpiCards({
  kpis,
  timeframe,
  testIdPrefix,
}: {
  kpis: DealAnalytics['kpis'];
  timeframe: Timeframe;
  testIdPrefix: string;
}) {
  return dealKpiCards(kpis, timeframe).map((card) => (
    <StatCard
      key={card.key}
      icon={card.icon}
      label={card.label}
      value={card.value}
      hint={card.hint}
      formula={card.formula}
      testId={`${testIdPrefix}-${card.key}`}
    />
  ));
}
