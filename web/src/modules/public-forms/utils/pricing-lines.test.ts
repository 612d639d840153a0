import type { PublicPlan } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { pricingLines, trialLink } from './pricing-lines';

const plan = (quotas: PublicPlan['quotas'], highlights: string[]): PublicPlan => ({
  id: 'p',
  name: 'P',
  monthlyPrice: 29,
  features: [],
  quotas,
  highlights,
  popular: false,
});

describe('pricing lines', () => {
  it('states the seats and contacts of a plan, then its own lines', () => {
    expect(pricingLines(plan({ users: 3, contacts: 1000, aiCredits: 5 }, ['Basic CRM', 'Email support']))).toEqual([
      'Up to 3 users',
      '1,000 contacts',
      'Basic CRM',
      'Email support',
    ]);
  });

  it('says unlimited once when neither is limited', () => {
    expect(pricingLines(plan({ users: null, contacts: null, aiCredits: null }, ['Dedicated support']))).toEqual([
      'Unlimited users and contacts',
      'Dedicated support',
    ]);
    expect(pricingLines(plan({ users: 1, contacts: null, aiCredits: 0 }, []))).toEqual([
      'Up to 1 user',
      'Unlimited contacts',
    ]);
  });

  it('links the trial button to the sign-up with the plan chosen', () => {
    expect(trialLink('professional')).toBe('/register?plan=professional');
  });
});
