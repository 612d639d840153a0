import { ReportSpec } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { bucketLabel, toResult } from './report-labels';
import { groupsOf } from './report-sql';

describe('report labels', () => {
  it('names each date bucket by its first day', () => {
    expect(bucketLabel('2026-03-05', 'day')).toBe('5 Mar 2026');
    expect(bucketLabel('2026-03-02', 'week')).toBe('Week of 2 Mar 2026');
    expect(bucketLabel('2026-03-01', 'month')).toBe('Mar 2026');
    expect(bucketLabel('2026-10-01', 'quarter')).toBe('Q4 2026');
    expect(bucketLabel('2026-01-01', 'year')).toBe('2026');
  });

  it('shapes rows: keys as text, names for references, "(none)" for no value, one row past the limit cut', () => {
    const spec = ReportSpec.parse({
      object: 'deals',
      groupBy: [{ field: 'owner' }, { field: 'closeDate', bucket: 'quarter' }],
      measures: [{ fn: 'sum', field: 'value' }, { fn: 'win_rate' }],
      limit: 2,
    });
    const result = toResult(spec, groupsOf(spec), [
      { k0: 'u1', k1: '2026-01-01', n0: 'Ann', n1: null, m0: '1500', m1: 50 },
      { k0: null, k1: null, n0: null, n1: null, m0: 10, m1: null },
      { k0: 'u2', k1: '2026-04-01', n0: 'Bob', n1: null, m0: 1, m1: 0 },
    ]);
    expect(result.columns.map((c) => c.label)).toEqual(['Owner', 'Closed', 'Sum of Value', 'Win rate %']);
    expect(result.rows).toEqual([
      { keys: ['u1', '2026-01-01'], labels: ['Ann', 'Q1 2026'], values: [1500, 50] },
      { keys: [null, null], labels: ['(none)', '(none)'], values: [10, null] },
    ]);
    expect(result.truncated).toBe(true);
  });
});
