import { formatMoney, formatPercent, winRate } from '@smartcrm/contracts';
import { Percent, Rocket, Trophy, Zap } from 'lucide-react';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { StagePerformanceChart } from '../charts/StageCharts';
import { TemperatureBadge } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';
import { conversionRate } from '@smartcrm/contracts';

/** /smart-conversion-insights: how deals convert, stage to stage, and the ones most likely to. */
export function SmartConversionPage() {
  return (
    <AnalyticsScreen
      screen="conversion"
      title="Smart Conversion Insights"
      subtitle="How your deals move from stage to stage and close"
    >
      {({ summary, stages, highPotential }) => (
        <>
          <div className="stat-grid">
            <StatCard
              icon={Percent}
              label="Conversion Rate"
              value={formatPercent(conversionRate(summary.won.count, summary.all.count))}
              hint="Won of all deals"
              testId="key-figure"
            />
            <StatCard
              icon={Trophy}
              label="Win Rate"
              value={formatPercent(winRate(summary.won.count, summary.lost.count))}
              hint="Won of closed deals"
            />
            <StatCard
              icon={Zap}
              label="Sales Velocity"
              value={summary.salesVelocity}
              hint="Deals won in the last 30 days"
            />
            <StatCard
              icon={Rocket}
              label="High Potential"
              value={summary.highPotential.count}
              hint={`${formatMoney(summary.highPotential.value)} at 70% or more`}
            />
          </div>
          <div className="analytics-columns">
            <StagePerformanceChart stages={stages} />
            <DealList
              title="High-Potential Deals"
              list={highPotential}
              segment="high-potential"
              empty="No high-potential deals at the moment. Keep nurturing your pipeline!"
              detail={(d) => <TemperatureBadge deal={d} />}
            />
          </div>
        </>
      )}
    </AnalyticsScreen>
  );
}
