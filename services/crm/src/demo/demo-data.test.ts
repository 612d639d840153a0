import { isStuck, pipelineHealth, riskLevel, wholeDaysSince } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { demoWorkspace } from './demo-data';

const today = new Date('2026-11-22T12:00:00Z');

describe('the demo workspace sample', () => {
  it('is the same on every run', () => {
    expect(demoWorkspace(today, 3)).toEqual(demoWorkspace(today, 3));
  });

  it('tells a quarter of selling: won and lost deals closed within 90 days, open ones in every open stage', () => {
    const { deals, contacts } = demoWorkspace(today, 3);
    const closed = deals.filter((d) => d.stage >= 3);
    expect(closed.length).toBeGreaterThan(5);
    for (const deal of closed) {
      const days = (today.getTime() - Date.parse(`${deal.closedOn}T12:00:00Z`)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThan(90);
      expect(Date.parse(`${deal.closedOn}T23:59:59Z`)).toBeGreaterThan(deal.createdAt.getTime());
    }
    expect(new Set(deals.filter((d) => d.stage < 3).map((d) => d.stage))).toEqual(new Set([0, 1, 2]));
    expect(new Set(contacts.map((c) => c.email)).size).toBe(contacts.length);
  });

  it('spreads records over the owners it is given', () => {
    const owners = new Set(demoWorkspace(today, 3).contacts.map((c) => c.owner));
    expect(owners).toEqual(new Set([0, 1, 2]));
    expect(new Set(demoWorkspace(today, 0).contacts.map((c) => c.owner))).toEqual(new Set([0]));
  });

  it('looks like a business that is selling: a healthy mix of risk, few stuck deals, none ancient', () => {
    const { deals, activity } = demoWorkspace(today, 3);
    const open = deals
      .filter((d) => d.stage < 3)
      .map((d) => ({
        status: 'open' as const,
        probability: d.probability,
        idleDays: wholeDaysSince(d.updatedAt, today),
        ageDays: wholeDaysSince(d.createdAt, today),
      }));
    const risks = open.map((d) => riskLevel(d));
    const count = (level: string) => risks.filter((r) => r === level).length;
    expect(count('high')).toBeGreaterThan(0);
    expect(count('high')).toBeLessThanOrEqual(open.length / 3);
    expect(count('medium')).toBeGreaterThan(0);
    expect(count('low')).toBeGreaterThan(0);
    expect(open.filter((d) => isStuck(d)).length).toBeLessThanOrEqual(3);
    expect(Math.max(...open.map((d) => d.ageDays))).toBeLessThan(60);
    const mean = (pick: (d: (typeof open)[number]) => number) => open.reduce((s, d) => s + pick(d), 0) / open.length;
    expect(
      pipelineHealth(
        mean((d) => d.probability),
        mean((d) => d.ageDays),
      ),
    ).not.toBe('critical');
    // Each open deal's last touch is a call on its timeline, within the last three weeks.
    for (const [i, deal] of deals.entries()) {
      if (deal.stage >= 3) continue;
      expect(activity.find((a) => a.deal === i)?.at).toEqual(deal.updatedAt);
      expect(wholeDaysSince(deal.updatedAt, today)).toBeLessThanOrEqual(20);
    }
  });
});
