import type { Plan } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import '../plans.css';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { plansQuery } from '../queries';
import { PlanCard } from './PlanCard';
import { PlanDialog } from './PlanDialog';

/** /package-builder: the plans as data; platform operators create and edit them. */
export function PackageBuilderPage() {
  const { data: plans, isPending } = useQuery(plansQuery);
  const operator = useSession().user?.isOperator ?? false;
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  return (
    <Page
      title="Package Builder"
      subtitle={operator ? 'Plans, their prices, product areas and quotas' : 'Only platform operators change plans'}
      actions={
        operator && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            New plan
          </Button>
        )
      }
    >
      {isPending ? (
        <Spinner label="Loading plans" />
      ) : (
        <div className="plan-grid">
          {plans?.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={operator && <Button onClick={() => setEditing(plan)}>Edit</Button>}
            />
          ))}
        </div>
      )}
      {editing && <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
