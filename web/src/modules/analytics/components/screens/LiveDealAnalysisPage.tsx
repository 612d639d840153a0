import { formatMoney } from '@smartcrm/contracts';
import { Radio } from 'lucide-react';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { idleText, RiskBadge, TemperatureBadge } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';

/** /live-deal-analysis: the biggest active deals with their temperature and risk, updated live. */
export function LiveDealAnalysisPage() {
  return (
    <AnalyticsScreen
      screen="live_deals"
      title="Live Deal Analysis"
      subtitle="Your biggest open deals, re-read whenever a deal changes"
    >
      {({ summary, deals }) => (
        <>
          <div className="stat-grid">
            <StatCard
              icon={Radio}
              label="Active Deals"
              value={summary.active.count}
              hint={formatMoney(summary.active.value)}
              testId="key-figure"
            />
            <StatCard tone="red" label="Hot" value={summary.hot.count} />
            <StatCard tone="red" label="High Risk" value={summary.highRisk.count} />
            <StatCard tone="green" label="High Potential" value={summary.highPotential.count} />
          </div>
          {deals.total === 0 ? (
            <p className="analytics-list__empty">No active deals to analyze</p>
          ) : (
            <DealList
              title="Deals Under Analysis"
              list={deals}
              segment="active"
              empty="No active deals to analyze"
              detail={(d) => (
                <>
                  <TemperatureBadge deal={d} /> <RiskBadge deal={d} /> {idleText(d)}
                </>
              )}
            />
          )}
        </>
      )}
    </AnalyticsScreen>
  );
}
