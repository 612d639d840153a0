import { formatCompact, formatMoneyShort, formatPercent } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, DollarSign, TrendingUp, Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatCard } from '../../analytics/components/StatCard';
import '../../analytics/analytics.css';
import '../embed.css';
import { embedDashboardQuery } from '../queries';

/**
 * /dashboard-embed?key=…: the mini dashboard (spec 001 §2.10, §9) another site shows in an
 * iframe, read with the workspace's API key instead of a session.
 */
export function DashboardEmbedPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const figures = useQuery({ ...embedDashboardQuery(key), enabled: Boolean(key) });

  if (!key) {
    return (
      <main className="embed">
        <p role="alert">This dashboard needs an API key: add ?key=… to its address (Settings → API keys).</p>
      </main>
    );
  }
  if (figures.isPending) {
    return (
      <main className="embed embed--centred">
        <Spinner label="Loading dashboard" />
      </main>
    );
  }
  if (figures.isError) {
    return (
      <main className="embed embed--centred">
        <p role="alert">Failed to load dashboard data</p>
        <Button onClick={() => void figures.refetch()}>Retry</Button>
      </main>
    );
  }
  const d = figures.data;
  return (
    <main className="embed" aria-labelledby="embed-title">
      <h1 id="embed-title" className="embed__title">
        {d.workspaceName}
      </h1>
      <div className="embed__grid">
        <StatCard label="Total Deals" icon={Briefcase} value={formatCompact(d.totalDeals)} testId="embed-deals" />
        <StatCard label="Total Value" icon={DollarSign} value={formatMoneyShort(d.totalValue)} testId="embed-value" />
        <StatCard
          label="Active Contacts"
          icon={Users}
          value={formatCompact(d.activeContacts)}
          hint="Hot and warm interest"
          testId="embed-contacts"
        />
        <StatCard
          label="Conversion Rate"
          icon={TrendingUp}
          value={formatPercent(d.conversionRate)}
          hint="Won of all deals"
          testId="embed-conversion"
        />
      </div>
    </main>
  );
}
