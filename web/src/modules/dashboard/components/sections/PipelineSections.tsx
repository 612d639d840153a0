import { formatCompact, formatMoney, formatMoneyShort, formatPercent } from '@smartcrm/contracts';
import { CloseMonthChart } from '../../../analytics/components/charts/CloseMonthChart';
import { RevenueTrendChart } from '../../../analytics/components/charts/RevenueTrendChart';
import { pipelineInsights } from '../../utils/pipeline-insights';
import { useMonthDeals } from './KpiSections';

/** Open deals per stage of the default pipeline, in pipeline order. */
export function PipelineSummary() {
  const { data } = useMonthDeals();
  if (!data) return null;
  const open = data.stages.filter((s) => s.kind === 'open');
  if (!open.length) return <p className="muted">No active deals to analyze</p>;
  const widest = Math.max(1, ...open.map((s) => s.value));
  return (
    <ul className="dashboard-bars">
      {open.map((stage) => (
        <li key={stage.stageId}>
          <span className="dashboard-bars__label">{stage.name}</span>
          <span className="dashboard-bars__track">
            <span className="dashboard-bars__fill" style={{ width: `${(stage.value / widest) * 100}%` }} />
          </span>
          <span className="dashboard-bars__figure" title={formatMoney(stage.value)}>
            {formatCompact(stage.count)} · {formatMoneyShort(stage.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Deals that reached each stage (from stage history) and the share that went on. */
export function StageFunnel() {
  const { data } = useMonthDeals();
  if (!data) return null;
  const stages = data.stages.filter((s) => s.kind !== 'lost');
  const widest = Math.max(1, ...stages.map((s) => s.reached));
  return (
    <ul className="dashboard-bars dashboard-bars--funnel" aria-label="Stage Funnel">
      {stages.map((stage) => (
        <li key={stage.stageId}>
          <span className="dashboard-bars__label">{stage.name}</span>
          <span className="dashboard-bars__track">
            <span className="dashboard-bars__fill" style={{ width: `${(stage.reached / widest) * 100}%` }} />
          </span>
          <span className="dashboard-bars__figure">
            {stage.reached}
            {stage.conversion === null ? '' : ` · ${formatPercent(stage.conversion)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function DashboardCharts() {
  const { data } = useMonthDeals();
  if (!data) return null;
  return (
    <div className="dashboard-charts">
      <RevenueTrendChart trend={data.trend} />
      <CloseMonthChart months={data.byCloseMonth} />
    </div>
  );
}

/** Spec 001 §9: insight lists capped at 3, each computed from the pipeline's figures. */
export function PipelineInsights() {
  const { data } = useMonthDeals();
  if (!data) return null;
  const insights = pipelineInsights(data);
  if (!insights.length) return <p className="muted">No active deals to analyze</p>;
  return (
    <ul className="dashboard-insights">
      {insights.map((insight) => (
        <li key={insight}>{insight}</li>
      ))}
    </ul>
  );
}
