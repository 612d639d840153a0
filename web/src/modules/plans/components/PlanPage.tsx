import { useQuery } from '@tanstack/react-query';
import '../plans.css';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { currentPlanQuery, plansQuery } from '../queries';
import { PlanCard } from './PlanCard';

/** /plan: this workspace's plan, its AI credits this month, and what the other plans allow. */
export function PlanPage() {
  const current = useQuery(currentPlanQuery);
  const plans = useQuery(plansQuery);
  const support = useTenant().tenant?.branding.supportEmail;
  if (current.isPending || plans.isPending) return <Spinner label="Loading your plan" />;
  const credits = current.data?.aiCredits;
  return (
    <Page
      title="Your plan"
      subtitle={current.data ? `${current.data.plan.name}, $${current.data.plan.monthlyPrice} a month` : undefined}
    >
      {credits && (
        <p className="plan-usage">
          AI credits this month: {credits.used} of {credits.limit ?? 'unlimited'}
        </p>
      )}
      <p className="plan-upgrade">
        To change plan, contact {support ? <a href={`mailto:${support}`}>{support}</a> : 'your provider'}.
      </p>
      <div className="plan-grid">
        {plans.data?.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === current.data?.plan.id} />
        ))}
      </div>
    </Page>
  );
}
