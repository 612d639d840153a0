import { type Plan, trialState } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { usePermission } from '../../auth/hooks/usePermission';
import { useTenant } from '../../tenant/hooks/useTenant';
import { tenantKeys } from '../../tenant/queries';
import { choosePlan, planKeys } from '../queries';
import { trialDaysText } from '../utils/trial-text';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** The trial's state on /plan, and what choosing a plan means while no payment provider exists. */
export function TrialNotice({ supportEmail }: { supportEmail: string | undefined }) {
  const { tenant } = useTenant();
  const mayChoose = usePermission('billing_management');
  const trial = trialState(tenant?.trialEndsAt ?? null);
  if (!tenant?.trialEndsAt || !trial.onTrial) return null;
  const billing = supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'your provider';
  return (
    <section className="plan-trial" aria-label="Free trial">
      <p>
        <strong>
          {trial.expired
            ? `Your free trial ended on ${dateOf(tenant.trialEndsAt)}: the workspace is read-only.`
            : `Free trial: ${trialDaysText(trial.daysLeft)} left (until ${dateOf(tenant.trialEndsAt)}).`}
        </strong>
      </p>
      <p>
        {mayChoose
          ? 'Choose the plan to go on with below; it ends the trial at once and everything stays as it is. '
          : "Your workspace's super admin chooses the plan to go on with. "}
        No payment is taken here: online payment is not available yet, so billing is arranged with {billing}.
      </p>
    </section>
  );
}

/** "Choose this plan" on a plan card, for the workspace's super admins while it is on its trial. */
export function ChoosePlanButton({ plan }: { plan: Plan }) {
  const { tenant } = useTenant();
  const mayChoose = usePermission('billing_management');
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: () => choosePlan(plan.id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
      toast.success(`You are on ${plan.name} now: the free trial has ended.`);
    },
    onError: (error) => toast.error(error.message),
  });
  if (!mayChoose || !tenant?.trialEndsAt || !plan.listed) return null;
  return (
    <Button variant="primary" busy={choose.isPending} onClick={() => choose.mutate()}>
      Choose this plan
    </Button>
  );
}
