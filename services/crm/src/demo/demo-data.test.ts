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
});
