import type { AdminOverview } from '@smartcrm/contracts';
import { Activity, KeyRound, Users } from 'lucide-react';
import { StatCard } from '../../analytics/components/StatCard';
import '../../analytics/analytics.css';

const number = new Intl.NumberFormat();

/** The admin panel's headline figures: users by status, live sessions and how many services answer. */
export function AdminFigures({ overview }: { overview: AdminOverview }) {
  const { users, activeSessions, services } = overview;
  const total = users.active + users.invited + users.deactivated;
  const up = services.filter((service) => service.up).length;
  return (
    <div className="stat-grid">
      <StatCard
        label="Total users"
        icon={Users}
        value={number.format(total)}
        hint={`${number.format(users.active)} active · ${number.format(users.invited)} invited · ${number.format(users.deactivated)} deactivated`}
        testId="admin-total-users"
      />
      <StatCard
        label="Active sessions"
        icon={KeyRound}
        value={number.format(activeSessions)}
        hint="Signed in and not yet expired"
        testId="admin-active-sessions"
      />
      <StatCard
        label="System health"
        icon={Activity}
        tone={up === services.length ? 'green' : 'red'}
        value={`${up}/${services.length}`}
        hint={up === services.length ? 'Every service is up' : 'Some services are down'}
        testId="admin-system-health"
      />
    </div>
  );
}
