import { formatMoney, formatPercent, winRate } from '@smartcrm/contracts';
import { Shield, Swords, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { idleText } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';

/**
 * /competitor-insights. No deal records its competitor, so the screen shows the real measures
 * instead of a sample: deals lost (to a competitor or to no decision) and the contested open
 * deals, those between 40 % and 70 % that could go either way.
 */
export function CompetitorInsightsPage() {
  return (
    <AnalyticsScreen
      screen="competition"
      title="Competitor Insights"
      subtitle="Deals lost, and open deals that could still go either way"
    >
      {({ summary, lost, contested }) => (
        <>
          <div className="stat-grid">
            <StatCard
              icon={Swords}
              tone="yellow"
              label="Contested Deals"
              value={summary.warm.count}
              hint={`${formatMoney(summary.warm.value)} at 40–70%`}
              testId="key-figure"
            />
            <StatCard
              icon={XCircle}
              tone="red"
              label="Deals Lost"
              value={summary.lost.count}
              hint={formatMoney(summary.lost.value)}
            />
            <StatCard
              icon={Shield}
              label="Win Rate"
              value={formatPercent(winRate(summary.won.count, summary.lost.count))}
              hint="Won of closed deals"
            />
            <StatCard label="Lost This Year" value={summary.lostYtd.count} hint={formatMoney(summary.lostYtd.value)} />
          </div>
          <p className="analytics-note">
            Competitive deals here are measured, not sampled: contested means an open deal between 40% and 70%.
          </p>
          <div className="analytics-columns">
            <DealList
              title="Contested Deals"
              list={contested}
              segment="warm"
              empty="No open deals between 40% and 70%."
              detail={idleText}
            />
            <DealList
              title="Recently Lost"
              list={lost}
              segment="lost"
              empty="No lost deals. Great job!"
              detail={(d) => d.actualCloseDate && `Lost ${d.actualCloseDate}`}
            />
          </div>
          <Link to="/ai-tools" className="button button--secondary analytics-list__more">
            Research Tools
          </Link>
        </>
      )}
    </AnalyticsScreen>
  );
}
