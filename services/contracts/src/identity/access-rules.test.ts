import { describe, expect, it } from 'vitest';
import { access, accessVerdict, cheapestPlanWith } from './access-rules';

const starter = { dashboard: true, contacts: true, pipeline: true, 'ai-tools': true, appointments: true, tasks: true };
const professional = { ...starter, analytics: true, 'ai-goals': true };

describe('access verdicts', () => {
  it('refuses the role before the plan, so nobody is told to upgrade for something their role never gets', () => {
    expect(accessVerdict(access.analyticsScreens, 'regular_user', starter)).toBe('role');
    expect(accessVerdict(access.analyticsScreens, 'wl_user', starter)).toBe('plan');
    expect(accessVerdict(access.analyticsScreens, 'wl_user', professional)).toBe('allowed');
  });

  it('gives AI runs to super admins and white-label users only, while everyone reads contacts', () => {
    for (const rule of [access.aiAnalysis, access.aiTools, access.assistants]) {
      expect(accessVerdict(rule, 'regular_user', professional)).toBe('role');
      expect(accessVerdict(rule, 'wl_user', professional)).toBe('allowed');
      expect(accessVerdict(rule, 'super_admin', professional)).toBe('allowed');
    }
    expect(accessVerdict(access.contacts, 'regular_user', starter)).toBe('allowed');
  });

  it('treats a missing features map as a plan without the area', () => {
    expect(accessVerdict(access.dealAnalytics, 'super_admin', null)).toBe('plan');
    expect(accessVerdict(access.dashboard, 'super_admin', null)).toBe('allowed');
  });
});

describe('the plan an upgrade card names', () => {
  const plans = [
    { id: 'enterprise', features: ['analytics', 'white-label'], monthlyPrice: 199, listed: true },
    { id: 'custom', features: ['analytics'], monthlyPrice: 10, listed: false },
    { id: 'professional', features: ['analytics'], monthlyPrice: 79, listed: true },
  ];
  it('is the cheapest offered plan with the area, an unlisted one only when no offered plan has it', () => {
    expect(cheapestPlanWith(plans, 'analytics')?.id).toBe('professional');
    expect(cheapestPlanWith(plans, 'white-label')?.id).toBe('enterprise');
    expect(cheapestPlanWith([plans[1]!], 'analytics')?.id).toBe('custom');
    expect(cheapestPlanWith(plans, 'invoicing')).toBeNull();
  });
});
