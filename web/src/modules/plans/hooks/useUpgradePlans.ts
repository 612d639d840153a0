import { cheapestPlanWith, type FeatureName } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTenant } from '../../tenant/hooks/useTenant';
import { plansQuery } from '../queries';

/**
 * Names plans for upgrade cards and menu badges: the cheapest plan that turns a product area on,
 * and the workspace's own plan. Plans are data (operators edit them), so the names are read,
 * never written into the UI.
 */
export function useUpgradePlans() {
  const { data: plans } = useQuery({ ...plansQuery, staleTime: 5 * 60_000 });
  const planId = useTenant().tenant?.plan;
  const planWith = useCallback(
    (feature: FeatureName | undefined) => (feature && plans ? (cheapestPlanWith(plans, feature)?.name ?? null) : null),
    [plans],
  );
  const current = plans?.find((plan) => plan.id === planId)?.name ?? null;
  return { planWith, current };
}
