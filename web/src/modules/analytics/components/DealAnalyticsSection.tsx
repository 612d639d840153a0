import { formatMoneyShort, type Timeframe } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useAnalyticsRealtime } from '../hooks/useAnalyticsRealtime';
import { dealAnalyticsQuery } from '../queries';
import { AvatarStack } from './Avatar';
import { CloseMonthChart } from './charts/CloseMonthChart';
import { RevenueTrendChart } from './charts/RevenueTrendChart';
import { DealDistributionChart, PipelineDistributionChart, StagePerformanceChart } from './charts/StageCharts';
import { DealKpiCards } from './DealKpiCards';
import { StatCard } from './StatCard';
import '../analytics.css';

const timeframes: Timeframe[] = ['week', 'month', 'quarter'];
/** Spec 001 §2.7, the dashboard's Deal Analytics section (section id sales-pipeline-deal-analytics). */
export function DealAnalyticsSection() {
  const [timeframe, setTimeframe] = useState<Timeframe>('month');
  const query = useQuery(dealAnalyticsQuery(timeframe));
  useAnalyticsRealtime();
  const data = query.data;

  return (
    <section className="deal-analytics" aria-labelledby="deal-analytics-title">
      <header className="deal-analytics__header">
        <h2 id="deal-analytics-title" className="deal-analytics__title">
          Deal Analytics
        </h2>
        <fieldset className="segmented" aria-label="Timeframe">
          {timeframes.map((t) => (
            <button
              key={t}
              type="button"
              className="segmented__option"
              aria-pressed={t === timeframe}
              onClick={() => setTimeframe(t)}
            >
              {t[0]?.toUpperCase() + t.slice(1)}
            </button>
          ))}
        </fieldset>
      </header>
      {query.isError ? (
        <p className="form-error" role="alert">
          Could not load the deal analytics. <Button onClick={() => void query.refetch()}>Try again</Button>
        </p>
      ) : !data ? (
        <Spinner label="Loading deal analytics" />
      ) : (
        <>
          <div className="stat-grid">
            <DealKpiCards kpis={data.kpis} timeframe={timeframe} testIdPrefix="kpi" />
          </div>
          <div className="stat-grid stat-grid--3">
            {(
              [
                ['Active Pipeline', data.activePipeline],
                ['Won Deals (YTD)', data.wonYtd],
                ['Lost Deals (YTD)', data.lostYtd],
              ] as const
            ).map(([label, totals]) => (
              <StatCard
                key={label}
                label={label}
                value={`${totals.count.toLocaleString('en-US')} · ${formatMoneyShort(totals.value)}`}
                hint={<AvatarStack contacts={totals.contacts} more={totals.moreContacts} />}
              />
            ))}
          </div>
          <div className="chart-grid">
            <RevenueTrendChart trend={data.trend} />
            <PipelineDistributionChart stages={data.stages} />
            <StagePerformanceChart stages={data.stages} />
            <DealDistributionChart stages={data.stages} />
            <CloseMonthChart months={data.byCloseMonth} />
          </div>
        </>
      )}
    </section>
  );
}
