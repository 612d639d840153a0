import type { QuotaUsage } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import '../plans.css';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { currentPlanQuery, plansQuery } from '../queries';
import { PlanCard } from './PlanCard';
import { ChoosePlanButton, TrialNotice } from './TrialChoice';

function UsageStat({ label, usage }: { label: string; usage: QuotaUsage }) {
  const full = usage.limit !== null && usage.used >= usage.limit;
  return (
    <div className={`plan-usage__stat${full ? ' plan-usage__stat--full' : ''}`}>
      <span className="plan-usage__label">{label}</span>
      <strong>
        {usage.used.toLocaleString('en-US')} of{' '}
        {usage.limit === null ? 'unlimited' : usage.limit.toLocaleString('en-US')}
      </strong>
    </div>
  );
}

/** /plan: this workspace's plan, what is used of each quota, and what the other plans allow. */
export function PlanPage() {
  const current = useQuery(currentPlanQuery);
  const plans = useQuery(plansQuery);
  const { tenant } = useTenant();
  const support = tenant?.branding.supportEmail;
  const onTrial = Boolean(tenant?.trialEndsAt);
  if (current.isPending || plans.isPending) return <Spinner label="Loading your plan" />;
  const usage = current.data?.usage;
  return (
    <Page
      title="Your plan"
      subtitle={current.data ? `${current.data.plan.name}, $${current.data.plan.monthlyPrice} a month` : undefined}
    >
      {usage && (
        <section className="plan-usage" aria-label="Usage">
          <UsageStat label="Users" usage={usage.users} />
          <UsageStat label="Contacts" usage={usage.contacts} />
          <UsageStat label="AI credits this month" usage={usage.aiCredits} />
        </section>
      )}
      {onTrial ? (
        <TrialNotice supportEmail={support} />
      ) : (
        <p className="plan-upgrade">
          To change plan, contact {support ? <a href={`mailto:${support}`}>{support}</a> : 'your provider'}.
        </p>
      )}
      <div className="plan-grid">
        {plans.data?.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === current.data?.plan.id}
            action={<ChoosePlanButton plan={plan} />}
          />
        ))}
      </div>
    </Page>
  );
}
