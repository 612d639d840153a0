import { isFeatureEnabled } from '@smartcrm/contracts';
import { useTenant } from './useTenant';

/** Feature gating (spec 000 §5): available only with a loaded tenant whose features map allows it. */
export function useFeature(feature: string): boolean {
  const { tenant } = useTenant();
  return tenant !== null && isFeatureEnabled(tenant.features, feature);
}
