import { describe, expect, it } from 'vitest';
import { conditionHolds, ruleHolds } from './condition';

const contact = {
  status: 'lead',
  source: 'Web form',
  tags: ['VIP', 'beta'],
  leadScore: 72,
  phone: null,
  dueDate: '2026-12-01',
};

describe('condition rules', () => {
  it('compares text without case, lists by membership and numbers as numbers', () => {
    expect(ruleHolds({ field: 'status', operator: 'equals', value: 'LEAD' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'tags', operator: 'equals', value: 'vip' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'tags', operator: 'not_contains', value: 'gold' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'source', operator: 'contains', value: 'web' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'leadScore', operator: 'equals', value: '72' }, contact)).toBe(true);
  });

  it('orders at the boundary: greater than is strict, as is less than', () => {
    expect(ruleHolds({ field: 'leadScore', operator: 'greater_than', value: 71 }, contact)).toBe(true);
    expect(ruleHolds({ field: 'leadScore', operator: 'greater_than', value: 72 }, contact)).toBe(false);
    expect(ruleHolds({ field: 'leadScore', operator: 'less_than', value: 73 }, contact)).toBe(true);
    expect(ruleHolds({ field: 'dueDate', operator: 'less_than', value: '2026-12-02' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'source', operator: 'greater_than', value: 3 }, contact)).toBe(false);
  });

  it('treats null, missing, blank and empty lists as empty', () => {
    expect(ruleHolds({ field: 'phone', operator: 'is_empty' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'nowhere', operator: 'is_empty' }, contact)).toBe(true);
    expect(ruleHolds({ field: 'tags', operator: 'is_not_empty' }, { tags: [] })).toBe(false);
    expect(ruleHolds({ field: 'phone', operator: 'equals', value: 'x' }, contact)).toBe(false);
  });
});

describe('AND / OR groups', () => {
  const lead = { field: 'status', operator: 'equals', value: 'lead' } as const;
  const customer = { field: 'status', operator: 'equals', value: 'customer' } as const;
  const hot = { field: 'leadScore', operator: 'greater_than', value: 80 } as const;

  it('needs every rule of an all-group and one of an any-group', () => {
    expect(conditionHolds({ match: 'all', groups: [{ match: 'all', rules: [lead, hot] }] }, contact)).toBe(false);
    expect(conditionHolds({ match: 'all', groups: [{ match: 'any', rules: [lead, hot] }] }, contact)).toBe(true);
  });

  it('combines groups with the condition’s own match', () => {
    const groups = [
      { match: 'all' as const, rules: [lead] },
      { match: 'all' as const, rules: [customer] },
    ];
    expect(conditionHolds({ match: 'all', groups }, contact)).toBe(false);
    expect(conditionHolds({ match: 'any', groups }, contact)).toBe(true);
  });
});
