import { trialState } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import '../plans.css';
import { usePermission } from '../../auth/hooks/usePermission';
import { useTenant } from '../../tenant/hooks/useTenant';
import { plansQuery } from '../queries';
import { trialDaysText } from '../utils/trial-text';

/**
 * Above every page of a workspace on its free trial: the days left, or, once it is over, that
 * the workspace is read-only, with the way to /plan (the owner chooses there; others ask them).
 */
export function TrialBanner() {
  const { tenant } = useTenant();
  const { pathname } = useLocation();
  const mayChoose = usePermission('billing_management');
  const trial = trialState(tenant?.trialEndsAt ?? null);
  const plans = useQuery({ ...plansQuery, enabled: trial.onTrial });
  if (!trial.onTrial || !tenant) return null;
  const planName = plans.data?.find((plan) => plan.id === tenant.plan)?.name ?? tenant.plan;
  const action = mayChoose ? 'Choose a plan' : 'See the plans';
  return (
    <div
      className={clsx('trial-banner', trial.expired && 'trial-banner--expired')}
      role={trial.expired ? 'alert' : 'status'}
      data-testid="trial-banner"
    >
      <Sparkles aria-hidden size={16} />
      <span>
        {trial.expired
          ? `Your free trial has ended: the workspace is read-only until ${mayChoose ? 'you choose' : 'its super admin chooses'} a plan.`
          : `Free trial: ${trialDaysText(trial.daysLeft)} left on ${planName}.`}
      </span>
      {pathname !== '/plan' && (
        <Link to="/plan" className="trial-banner__link">
          {action}
        </Link>
      )}
    </div>
  );
}
