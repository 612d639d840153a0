import type { ScoreReason } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { packReason, unpackReason } from './stored-reasons';

const reasons: ScoreReason[] = [
  {
    part: 'fit',
    label: 'Status customer',
    impact: 10,
    evidence: { kind: 'field', field: 'status', value: 'customer' },
  },
  {
    part: 'engagement',
    label: '3 calls in the last 30 days',
    impact: 16,
    evidence: { kind: 'activity', id: crypto.randomUUID(), value: 'call', at: '2026-11-20T10:00:00.000Z' },
  },
  { part: 'engagement', label: '1 open deal ($0)', impact: 10, evidence: { kind: 'deal' } },
  { part: 'fit', label: 'Role known', impact: 3, evidence: { kind: 'field', field: 'title', at: '2026-01-01' } },
];

describe('stored reasons', () => {
  it('reads back every reason exactly as it was, with no key an absent part would leave undefined', () => {
    for (const reason of reasons) expect(unpackReason(packReason(reason))).toStrictEqual(reason);
  });

  it('reads a reason kept whole (a score written before tuples) as it is', () => {
    expect(unpackReason(reasons[1]!)).toStrictEqual(reasons[1]);
  });

  it('keeps a reason as a short tuple: no keys, no trailing nulls', () => {
    expect(packReason(reasons[0]!)).toEqual(['fit', 'Status customer', 10, 'field', 'status', null, 'customer']);
    expect(packReason(reasons[2]!)).toEqual(['engagement', '1 open deal ($0)', 10, 'deal']);
    const packed = JSON.stringify(reasons.map(packReason));
    expect(packed.length).toBeLessThan(JSON.stringify(reasons).length * 0.65);
  });
});
