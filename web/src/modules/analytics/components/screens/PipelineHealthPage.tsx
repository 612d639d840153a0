import { type ColourTone, formatPercent, pipelineHealth } from '@smartcrm/contracts';
import { Activity, Clock, HeartPulse } from 'lucide-react';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { AgeBadge, HealthBadge, idleText } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';

const healthView: Record<string, { label: string; tone: ColourTone }> = {
  healthy: { label: 'Healthy', tone: 'green' },
  'at-risk': { label: 'At Risk', tone: 'yellow' },
  critical: { label: 'Critical', tone: 'red' },
};

/** /pipeline-health-dashboard: the pipeline's health, stuck deals and the newest deals' health. */
export function PipelineHealthPage() {
  return (
    <AnalyticsScreen
      screen="pipeline_health"
      title="Pipeline Health Dashboard"
      subtitle="Probability, age and movement of your open deals"
    >
      {({ summary, stuck, recent }) => {
        const health = healthView[pipelineHealth(summary.active.averageProbability, summary.active.averageAgeDays)]!;
        return summary.active.count === 0 ? (
          <p className="analytics-list__empty">No active deals to analyze</p>
        ) : (
          <>
            <div className="stat-grid">
              <StatCard
                icon={HeartPulse}
                tone={health.tone}
                label="Pipeline Health"
                value={health.label}
                hint="Healthy: above 60% and under 30 days old on average"
                testId="key-figure"
              />
              <StatCard
                icon={Activity}
                label="Avg Probability"
                value={formatPercent(summary.active.averageProbability)}
                hint="Of active deals"
              />
              <StatCard
                icon={Clock}
                label="Avg Deal Age"
                value={`${summary.active.averageAgeDays} days`}
                hint="Of active deals"
              />
              <StatCard
                tone={summary.stuck.count ? 'red' : 'green'}
                label="Stuck Deals"
                value={summary.stuck.count}
                hint="Not updated for over 14 days"
              />
            </div>
            <div className="stat-grid stat-grid--3">
              <StatCard tone="green" label="Under 30 days" value={summary.ageGreen} hint="Active deals by age" />
              <StatCard tone="yellow" label="30–59 days" value={summary.ageYellow} />
              <StatCard tone="red" label="60 days or older" value={summary.ageRed} />
            </div>
            <div className="analytics-columns">
              <DealList
                title="Stuck Deals"
                list={stuck}
                segment="stuck"
                empty="No stuck deals: everything moved in the last two weeks."
                detail={idleText}
              />
              <DealList
                title="Recent Pipeline"
                list={recent}
                segment="recent"
                empty="No deals created in the last 30 days."
                detail={(d) => (
                  <>
                    <HealthBadge deal={d} /> <AgeBadge days={d.ageDays} />
                  </>
                )}
              />
            </div>
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
