import { accessVerdict, type Role } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { groupNav, mainNav } from './nav-items';
import { visibleNav } from './visible-nav';

const starter = { dashboard: true, contacts: true, pipeline: true, tasks: true, appointments: true, 'ai-tools': true };
const professional = {
  ...starter,
  analytics: true,
  'ai-goals': true,
  'email-composer': true,
  'quote-builder': true,
  invoicing: true,
  'text-messages': true,
  campaigns: true,
  'commission-tracker': true,
  forms: true,
  'business-analysis': true,
  'video-email': true,
};
const enterprise = { ...professional, 'white-label': true, 'workflow-builder': true };
const names: Record<string, string> = {
  analytics: 'Professional',
  'ai-goals': 'Professional',
  'email-composer': 'Professional',
  'quote-builder': 'Professional',
  invoicing: 'Professional',
  'text-messages': 'Professional',
  campaigns: 'Professional',
  'commission-tracker': 'Professional',
  forms: 'Professional',
  'business-analysis': 'Professional',
  'video-email': 'Professional',
  'white-label': 'Enterprise',
  'workflow-builder': 'Enterprise',
};

const navFor = (role: Role, features: Record<string, boolean>) => {
  const judges = {
    judge: (rule: Parameters<typeof accessVerdict>[0]) => accessVerdict(rule, role, features),
    planWith: (f?: string) => (f ? (names[f] ?? null) : null),
  };
  return { tabs: visibleNav(mainNav, judges), groups: visibleNav(groupNav, judges) };
};
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('the navigation a user is offered', () => {
  it('hides from a regular user the pages their role may not open, and a group left empty', () => {
    const { tabs, groups } = navFor('regular_user', enterprise);
    expect(labels(tabs)).not.toContain('AI Tools');
    expect(labels(tabs)).not.toContain('AI Assistants');
    expect(labels(tabs)).not.toContain('Admin Panel');
    expect(labels(groups)).not.toContain('Sales');
    expect(labels(groups)).not.toContain('White label');
    expect(labels(groups)).toContain('Communication');
  });

  it('shows a white-label user on Starter the Sales screens marked as part of Professional', () => {
    const { groups, tabs } = navFor('wl_user', starter);
    const sales = groups.find((group) => group.id === 'sales');
    expect(sales?.items).toHaveLength(10);
    expect(new Set(sales?.items.map((item) => item.upgradeTo))).toEqual(new Set(['Professional']));
    const whiteLabel = groups.find((group) => group.id === 'white-label');
    expect(whiteLabel?.items.find((item) => item.to === '/partner-dashboard')?.upgradeTo).toBe('Enterprise');
    expect(whiteLabel?.items.find((item) => item.to === '/white-label')?.upgradeTo).toBeUndefined();
    expect(tabs.find((tab) => tab.label === 'Analytics')?.upgradeTo).toBe('Professional');
    expect(sales?.upgradeTo).toBe('Professional');
    expect(whiteLabel?.upgradeTo).toBeUndefined();
    const goals = tabs.find((tab) => tab.label === 'AI Goals');
    expect(goals?.kind === 'link' && goals.upgradeTo).toBe('Professional');
  });

  it('marks nothing for a super admin on Enterprise', () => {
    const { tabs, groups } = navFor('super_admin', enterprise);
    const targets = [...tabs, ...groups].flatMap((item) => (item.kind === 'menu' ? item.items : [item]));
    expect(targets.filter((target) => target.upgradeTo)).toEqual([]);
    expect(labels(tabs)).toContain('Admin Panel');
  });
});
