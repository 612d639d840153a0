import { sameNameDetails } from '../../utils/same-names';
import { countOf, formatCompact, formatMoney, monthlyRecurring, q4Performance } from '@smartcrm/contracts';
import { Banknote, CalendarCheck, Repeat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axis, grid, moneyTick, palette, tooltip } from '../../utils/chart-theme';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { Avatar } from '../Avatar';
import { ChartCard } from '../charts/ChartCard';
import { StatCard } from '../StatCard';
import { unknownContact } from '../../utils/links';

interface ContributorListProps {
  title: string;
  items: { id: string | null; name: string | null; detail: string | null; count: number; value: number }[];
  link: { to: string; label: string };
}

function ContributorList({ title, items, link }: ContributorListProps) {
  const details = sameNameDetails(items);
  return (
    <section className="card analytics-list" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      {items.length === 0 ? (
        <p className="analytics-list__empty">No won deals yet.</p>
      ) : (
        <ul className="analytics-list__items">
          {items.map((c, i) => (
            <li key={c.id ?? 'none'} className="analytics-list__item">
              <Avatar name={c.name} />
              <div className="analytics-list__main">
                <span className="analytics-list__title">
                  {c.name ?? unknownContact}
                  {details[i] && <span className="analytics-list__detail"> · {details[i]}</span>}
                </span>
                <span className="analytics-list__meta">{formatCompact(c.count)} won</span>
              </div>
              <span className="analytics-list__value">{formatMoney(c.value)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={link.to} className="button button--secondary analytics-list__more">
        {link.label}
      </Link>
    </section>
  );
}

/** /revenue-intelligence: won revenue over twelve months and who brought it in. */
export function RevenueIntelligencePage() {
  return (
    <AnalyticsScreen
      screen="revenue"
      title="Revenue Intelligence"
      subtitle="Won revenue over the last twelve months and its contributors"
    >
      {({ summary, byMonth, topContributors, wonContributors }) => (
        <>
          <div className="stat-grid">
            <StatCard
              icon={Banknote}
              label="Won Revenue"
              value={formatMoney(summary.won.value)}
              hint={countOf(summary.won.count, 'won deal')}
              testId="key-figure"
            />
            <StatCard
              icon={CalendarCheck}
              label="Won This Year"
              value={formatMoney(summary.wonYtd.value)}
              hint={countOf(summary.wonYtd.count, 'deal')}
            />
            <StatCard
              label="Q4 Performance"
              value={formatMoney(q4Performance(summary.won.value))}
              hint="35% of won revenue"
            />
            <StatCard
              icon={Repeat}
              label="Monthly Recurring"
              value={formatMoney(monthlyRecurring(summary.won.value))}
              hint="15% of won revenue"
            />
          </div>
          <ChartCard title="Won Revenue by Month" note="By close date, last twelve months">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={byMonth} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                <CartesianGrid {...grid} />
                <XAxis dataKey="label" {...axis} />
                <YAxis {...axis} tickFormatter={moneyTick} width={56} />
                <Tooltip {...tooltip} formatter={(value) => [formatMoney(Number(value)), 'Won']} />
                <Bar isAnimationActive={false} dataKey="revenue" fill={palette[3]} radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
          <div className="analytics-columns">
            <ContributorList
              title="Top Contributors"
              items={topContributors}
              link={{ to: '/pipeline?view=list&segment=won', label: 'View All Contributors' }}
            />
            <ContributorList
              title="Won Contributors"
              items={wonContributors}
              link={{ to: '/contacts', label: 'View All Contacts' }}
            />
          </div>
        </>
      )}
    </AnalyticsScreen>
  );
}
