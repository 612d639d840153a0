import { type Plan, type TenantSummary, trialState } from '@smartcrm/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useTenantActions } from '../hooks/useTenantActions';
import { ExtendTrialDialog } from './ExtendTrialDialog';
import { TenantUsers } from './TenantUsers';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** One tenant: plan picker, its free trial, suspend or reactivate, and its users to sign in as. */
export function TenantRow({ tenant, plans }: { tenant: TenantSummary; plans: Plan[] }) {
  const actions = useTenantActions();
  const [open, setOpen] = useState(false);
  const [extending, setExtending] = useState(false);
  const suspended = tenant.status === 'suspended';
  const trialEnded = trialState(tenant.trialEndsAt).expired;
  return (
    <>
      <tr className={suspended ? 'tenant-row tenant-row--suspended' : 'tenant-row'}>
        <td>
          <strong>{tenant.companyName}</strong>
          <div className="muted">{tenant.slug}</div>
        </td>
        <td>
          <select
            className="field__input field__select"
            aria-label={`Plan of ${tenant.companyName}`}
            value={tenant.plan}
            onChange={(event) => actions.plan.mutate({ id: tenant.id, plan: event.target.value })}
          >
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name} (${plan.monthlyPrice})
              </option>
            ))}
          </select>
        </td>
        <td>
          <span className={suspended ? 'badge badge--danger' : 'badge'}>{suspended ? 'Suspended' : 'Active'}</span>
          {tenant.trialEndsAt && (
            <div className={trialEnded ? 'tenant-row__trial tenant-row__trial--ended' : 'tenant-row__trial muted'}>
              {trialEnded ? 'Trial ended' : 'Trial ends'} {day(tenant.trialEndsAt)}
            </div>
          )}
        </td>
        <td>{day(tenant.createdAt)}</td>
        <td className="tenant-row__actions">
          <Button size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            Users
          </Button>
          {tenant.trialEndsAt && (
            <Button size="sm" onClick={() => setExtending(true)}>
              Extend trial
            </Button>
          )}
          <Button
            size="sm"
            variant={suspended ? 'secondary' : 'danger'}
            busy={actions.status.isPending}
            onClick={() => actions.status.mutate({ id: tenant.id, status: suspended ? 'active' : 'suspended' })}
          >
            {suspended ? 'Reactivate' : 'Suspend'}
          </Button>
        </td>
      </tr>
      {extending && <ExtendTrialDialog tenant={tenant} onClose={() => setExtending(false)} />}
      {open && (
        <tr>
          <td colSpan={5}>
            <TenantUsers tenant={tenant} />
          </td>
        </tr>
      )}
    </>
  );
}
