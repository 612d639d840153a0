import { averageDealSizePerActive, formatMoney, formatPercent } from '@smartcrm/contracts';
import { Flame, Gauge, Snowflake, Target } from 'lucide-react';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { StagePerformanceChart, PipelineDistributionChart } from '../charts/StageCharts';
import { idleText, TemperatureBadge } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';

/** /pipeline-intelligence: the open pipeline by temperature, its weighted value and its stages. */
export function PipelineIntelligencePage() {
  return (
    <AnalyticsScreen
      screen="pipeline_intelligence"
      title="Pipeline Intelligence"
      subtitle="Where your open deals stand, by probability and stage"
    >
      {({ summary, hot, cold, stages }) =>
        summary.active.count === 0 ? (
          <p className="analytics-list__empty">No active deals to analyze</p>
        ) : (
          <>
            <div className="stat-grid">
              <StatCard
                icon={Gauge}
                label="Active Deals"
                value={summary.active.count.toLocaleString('en-US')}
                hint={`${formatMoney(summary.active.value)} open`}
                testId="key-figure"
              />
              <StatCard
                icon={Target}
                label="Projected Revenue"
                value={formatMoney(summary.active.weighted)}
                hint="Σ value × probability of active deals"
              />
              <StatCard
                label="Avg Deal Size"
                value={formatMoney(averageDealSizePerActive(summary.all.value, summary.active.count))}
                hint="All deals' value over active deals"
              />
              <StatCard
                label="Avg Probability"
                value={formatPercent(summary.active.averageProbability)}
                hint="Of active deals"
              />
            </div>
            <div className="stat-grid stat-grid--3">
              <StatCard
                icon={Flame}
                tone="red"
                label="Hot (above 70%)"
                value={summary.hot.count}
                hint={formatMoney(summary.hot.value)}
              />
              <StatCard
                tone="yellow"
                label="Warm (40–70%)"
                value={summary.warm.count}
                hint={formatMoney(summary.warm.value)}
              />
              <StatCard
                icon={Snowflake}
                tone="blue"
                label="Needs Attention (below 40%)"
                value={summary.cold.count}
                hint={formatMoney(summary.cold.value)}
              />
            </div>
            <div className="analytics-columns">
              <DealList
                title="Hot Deals"
                list={hot}
                segment="hot"
                empty="No hot deals right now."
                detail={(d) => <TemperatureBadge deal={d} />}
              />
              <DealList
                title="Needs Attention"
                list={cold}
                segment="cold"
                empty="No deals below 40% probability."
                detail={idleText}
              />
            </div>
            <div className="chart-grid">
              <PipelineDistributionChart stages={stages} />
              <StagePerformanceChart stages={stages} />
            </div>
          </>
        )
      }
    </AnalyticsScreen>
  );
}
