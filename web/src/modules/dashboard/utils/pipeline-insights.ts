import { countOf, type DealAnalytics, formatMoney, formatPercent } from '@smartcrm/contracts';

/**
 * Up to three plain observations about the pipeline (spec 001 §9: insight lists capped at 3):
 * where the most open value sits, the stage that loses the most deals on the way, and the open
 * value without an expected close date.
 */
export function pipelineInsights(data: Pick<DealAnalytics, 'stages' | 'byCloseMonth'>): string[] {
  const insights: string[] = [];
  const open = data.stages.filter((s) => s.kind === 'open' && s.count > 0);
  const heaviest = [...open].sort((a, b) => b.value - a.value)[0];
  if (heaviest) {
    insights.push(
      `${heaviest.name} holds the most open value: ${formatMoney(heaviest.value)} in ${countOf(heaviest.count, 'deal')}.`,
    );
  }
  const leaky = data.stages
    .filter((s) => s.kind !== 'lost' && s.conversion !== null)
    .sort((a, b) => (a.conversion ?? 0) - (b.conversion ?? 0))[0];
  if (leaky && leaky.conversion !== null && leaky.conversion < 100) {
    insights.push(`Only ${formatPercent(leaky.conversion)} of deals reach ${leaky.name} from the stage before.`);
  }
  const undated = data.byCloseMonth.find((m) => m.month === null);
  if (undated && undated.count > 0) {
    const verb = undated.count === 1 ? 'has' : 'have';
    insights.push(
      `${countOf(undated.count, 'open deal')} (${formatMoney(undated.value)}) ${verb} no expected close date.`,
    );
  }
  return insights.slice(0, 3);
}
