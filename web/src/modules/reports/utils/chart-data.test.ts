import { describe, expect, it } from 'vitest';
import { chartData, clickedKeys } from './chart-data';

const column = (label: string, kind: 'group' | 'measure') => ({ key: label, label, kind });

describe('report chart data', () => {
  it('draws one grouping as a point per group and a series per measure', () => {
    const data = chartData({
      columns: [column('Stage', 'group'), column('Count', 'measure'), column('Sum of Value', 'measure')],
      rows: [
        { keys: ['s1'], labels: ['Lead'], values: [3, 300] },
        { keys: ['s2'], labels: ['Won'], values: [1, null] },
      ],
      truncated: false,
    });
    expect(data.series.map((s) => s.name)).toEqual(['Count', 'Sum of Value']);
    expect(data.points[1]).toEqual({ label: 'Won', keys: ['s2'], Count: 1, 'Sum of Value': null });
    expect(clickedKeys(data.points[0]!, data.series[0]!)).toEqual(['s1']);
  });

  it('draws two groupings as stacked series of the second, each drilling into its own group', () => {
    const data = chartData({
      columns: [column('Owner', 'group'), column('Closed', 'group'), column('Sum', 'measure')],
      rows: [
        { keys: ['ann', '2026-01-01'], labels: ['Ann', 'Jan 2026'], values: [10] },
        { keys: ['ann', '2026-02-01'], labels: ['Ann', 'Feb 2026'], values: [20] },
        { keys: ['bob', '2026-02-01'], labels: ['Bob', 'Feb 2026'], values: [5] },
      ],
      truncated: false,
    });
    expect(data.points).toEqual([
      { label: 'Ann', keys: ['ann'], 'Jan 2026': 10, 'Feb 2026': 20 },
      { label: 'Bob', keys: ['bob'], 'Feb 2026': 5 },
    ]);
    expect(clickedKeys(data.points[1]!, data.series[1]!)).toEqual(['bob', '2026-02-01']);
  });
});
