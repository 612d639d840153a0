import {
  analyticsConstants,
  averageWonDealSize,
  formatMoney,
  formatPercent,
  quickWins,
  scoreTone,
  winRate,
} from '@smartcrm/contracts';
import { Award, DollarSign, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { Avatar } from '../Avatar';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';
import { sameNameDetails } from '../../utils/same-names';

const factors = [
  'Follow up within 3 days: deals idle longer drift to high risk',
  'Qualify early: deals below 30% rarely close',
  'Keep expected close dates current so the forecast stays honest',
];

/** /win-rate-intelligence: how many closed deals are won, by whom, against the 85 % target. */
export function WinRatePage() {
  return (
    <AnalyticsScreen
      screen="win_rate"
      title="Win Rate Intelligence"
      subtitle="Won against lost, and the contacts you win with"
    >
      {({ summary, contacts, recentWins }) => {
        const rate = winRate(summary.won.count, summary.lost.count);
        const details = sameNameDetails(contacts);
        return (
          <>
            <div className="stat-grid">
              <StatCard
                icon={Trophy}
                tone={scoreTone(rate)}
                label="Overall Win Rate"
                value={formatPercent(rate)}
                hint={`${summary.won.count} won · ${summary.lost.count} lost`}
                testId="key-figure"
              />
              <StatCard
                icon={Award}
                label="Deals Won"
                value={summary.won.count}
                hint={`${quickWins(summary.won.count)} quick wins (30%)`}
              />
              <StatCard
                icon={DollarSign}
                label="Avg Won Deal Size"
                value={formatMoney(averageWonDealSize(summary.won.value, summary.won.count))}
              />
              <StatCard
                icon={Target}
                label="Target Win Rate"
                value={`${analyticsConstants.targetWinRate}%`}
                hint={
                  rate >= analyticsConstants.targetWinRate
                    ? 'On target'
                    : `${formatPercent(analyticsConstants.targetWinRate - rate)} to go`
                }
              />
            </div>
            <div className="analytics-columns">
              <section className="card analytics-list" aria-label="High Win Rate Contacts">
                <h2 className="card__title">High Win Rate Contacts</h2>
                <p className="analytics-note">Each contact's own closed deals: won of won plus lost.</p>
                {contacts.length === 0 ? (
                  <p className="analytics-list__empty">No closed deals with contacts yet.</p>
                ) : (
                  <ul className="analytics-list__items">
                    {contacts.map((c, i) => (
                      <li key={c.id} className="analytics-list__item">
                        <Avatar name={c.name} />
                        <div className="analytics-list__main">
                          <Link to={`/contacts/${c.id}`} className="analytics-list__title">
                            {c.name}
                            {details[i] && <span className="analytics-list__detail"> · {details[i]}</span>}
                          </Link>
                          <span className="analytics-list__meta">
                            {c.won} won · {c.lost} lost · {formatMoney(c.wonValue)}
                          </span>
                        </div>
                        <span className={`tone-badge tone--${scoreTone(c.winRate)}`}>{formatPercent(c.winRate)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <DealList
                title="Recent Wins"
                list={recentWins}
                segment="won"
                empty="No won deals yet."
                detail={(d) => d.actualCloseDate && `Closed ${d.actualCloseDate}`}
              />
              <section className="card" aria-label="Win Rate Optimization Factors">
                <h2 className="card__title">Win Rate Optimization Factors</h2>
                <ul className="analytics-list__items">
                  {factors.map((f) => (
                    <li key={f} className="analytics-list__item">
                      {f}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
