import { access, formatMinor } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeDollarSign } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useAccess } from '../../auth/hooks/useAccess';
import { useSession } from '../../auth/hooks/useSession';
import { membersQuery } from '../../members/queries';
import { approveStatement, commissionKeys, plansQuery, statementQuery } from '../queries';
import { monthPeriod, thisMonth } from '../utils/month';
import { CommissionPlanForm } from './CommissionPlanForm';
import { StatementCard } from './StatementCard';
import '../commissions.css';

/** /commission-tracker: each rep's monthly statement from won deals; admins set plans and approve. */
export function CommissionTrackerPage() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const canManage = useAccess(access.commissionAdmin) === 'allowed';
  const plans = useQuery(plansQuery());
  const members = useQuery(membersQuery());
  const [chosen, setChosen] = useState('');
  const [month, setMonth] = useState(thisMonth());
  const reps = plans.data ?? [];
  const userId = chosen || (reps.some((p) => p.userId === user?.id) ? user?.id : reps[0]?.userId) || '';
  const period = { userId, ...monthPeriod(month) };
  const statement = useQuery({ ...statementQuery(period), enabled: Boolean(userId) });
  const approve = useMutation({
    mutationFn: () => approveStatement(period),
    onSuccess: () => {
      toast.success('Statement approved: its figures are locked');
      void queryClient.invalidateQueries({ queryKey: commissionKeys.all });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const nameOf = (id: string) => members.data?.find((m) => m.userId === id)?.name ?? 'Rep';

  return (
    <Page title="Commission Tracker" subtitle="What each rep earns on the deals they win, period by period.">
      <div className="commission-layout">
        <section className="commission-card" aria-label="Statement">
          <div className="commission-toolbar">
            <label className="field">
              <span>Rep</span>
              <select value={userId} onChange={(e) => setChosen(e.target.value)} disabled={!reps.length}>
                {reps.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {nameOf(p.userId)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Month</span>
              <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
            </label>
            {statement.data && (
              <span className={`commission-badge commission-badge--${statement.data.status}`}>
                {statement.data.status === 'approved' ? 'Approved' : 'Draft'}
              </span>
            )}
            {canManage && statement.data?.status === 'draft' && (
              <Button onClick={() => approve.mutate()} busy={approve.isPending}>
                Approve statement
              </Button>
            )}
          </div>
          {plans.isPending || statement.isFetching ? (
            <Spinner />
          ) : !reps.length ? (
            <EmptyState icon={BadgeDollarSign} title="No commission plans yet">
              {canManage ? 'Set a rep’s plan below to see their statements.' : 'Ask an admin to set up your plan.'}
            </EmptyState>
          ) : statement.isError ? (
            <p role="alert">{statement.error.message}</p>
          ) : (
            statement.data && <StatementCard statement={statement.data} />
          )}
        </section>
        {canManage && (
          <section className="commission-card" aria-label="Plans">
            <h2 className="commission-card__title">Plans</h2>
            {reps.length > 0 && (
              <table className="table" aria-label="Commission plans">
                <thead>
                  <tr>
                    <th>Rep</th>
                    <th>Rate</th>
                    <th>Quota</th>
                    <th>Above quota</th>
                  </tr>
                </thead>
                <tbody>
                  {reps.map((p) => (
                    <tr key={p.userId}>
                      <td>{nameOf(p.userId)}</td>
                      <td>{p.ratePercent}%</td>
                      <td>{p.quota === null ? '—' : formatMinor(p.quota, p.currency)}</td>
                      <td>{p.tiers.map((t) => `${t.ratePercent}% from ${t.fromAttainment}%`).join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <CommissionPlanForm members={members.data ?? []} />
          </section>
        )}
      </div>
    </Page>
  );
}
