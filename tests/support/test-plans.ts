import { featureNames, type Plan, type Quotas } from '@smartcrm/contracts';

/** A plan with every product area, for a service test that answers `tenant.plans.current` itself. */
export function planWith(quotas: Partial<Quotas> = {}): Plan {
  return {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 199,
    features: [...featureNames],
    quotas: { users: null, contacts: null, aiCredits: null, ...quotas },
    highlights: [],
    popular: false,
    listed: true,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
}
