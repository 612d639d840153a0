import { describe, expect, it } from 'vitest';
import { featureLabel, limitText, quotaLines } from './plan-format';

describe('plan quotas as text', () => {
  it('lists limits, and unlimited ones', () => {
    expect(quotaLines({ users: 3, contacts: 1000, aiCredits: 5 })).toEqual([
      '3 users',
      '1,000 contacts',
      '5 AI credits a month',
    ]);
    expect(quotaLines({ users: null, contacts: null, aiCredits: null })[0]).toBe('Unlimited users');
  });

  it('shows an unlimited quota as a blank limit', () => {
    expect(limitText(null)).toBe('');
    expect(limitText(0)).toBe('0');
  });

  it('names product areas in words', () => {
    expect(featureLabel('deal-pipeline')).toBe('Deal pipeline');
    expect(featureLabel('ai-tools')).toBe('AI tools');
  });
});
