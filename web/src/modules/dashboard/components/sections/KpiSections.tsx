import { countOf, formatMoney } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CheckSquare, Flame } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AvatarStack } from '../../../analytics/components/Avatar';
import { DealKpiCards } from '../../../analytics/components/DealKpiCards';
import { StatCard } from '../../../analytics/components/StatCard';
import { dealAnalyticsQuery } from '../../../analytics/queries';
import { badgeQuery, dashboardRefreshMs } from '../../queries';

/** The month's deal figures, loaded first (spec 000 §7); a failure is this section's own. */
export const useMonthDeals = () =>
  useQuery({ ...dealAnalyticsQuery('month'), throwOnError: true, refetchInterval: dashboardRefreshMs });

export function ExecutiveOverview() {
  const { data } = useMonthDeals();
  if (!data) return null;
  return (
    <div className="stat-grid">
      <DealKpiCards kpis={data.kpis} timeframe="month" testIdPrefix="dash" />
    </div>
  );
}

/** The badge's three parts, each leading to its list. */
export function AttentionCards() {
  const { data } = useQuery({ ...badgeQuery, throwOnError: true });
  if (!data) return null;
  return (
    <div className="stat-grid">
      <Link to="/contacts?interest=hot" className="dashboard-link-card">
        <StatCard icon={Flame} tone="red" label="Hot Contacts" value={data.hotContacts} testId="dash-hot-contacts" />
      </Link>
      <Link to="/tasks" className="dashboard-link-card">
        <StatCard
          icon={CheckSquare}
          tone="yellow"
          label="Pending Tasks"
          value={data.pendingTasks}
          testId="dash-pending-tasks"
        />
      </Link>
      <Link to="/appointments" className="dashboard-link-card">
        <StatCard
          icon={CalendarClock}
          tone="blue"
          label="Today’s Appointments"
          value={data.todayAppointments}
          testId="dash-today-appointments"
        />
      </Link>
    </div>
  );
}

export function DealTotals() {
  const { data } = useMonthDeals();
  if (!data) return null;
  const totals = [
    ['Active Pipeline', data.activePipeline],
    ['Won Deals (YTD)', data.wonYtd],
    ['Lost Deals (YTD)', data.lostYtd],
  ] as const;
  return (
    <div className="stat-grid">
      {totals.map(([label, total]) => (
        <StatCard
          key={label}
          label={label}
          value={formatMoney(total.value)}
          hint={
            <>
              {countOf(total.count, 'deal')} <AvatarStack contacts={total.contacts} more={total.moreContacts} />
            </>
          }
        />
      ))}
    </div>
  );
}
