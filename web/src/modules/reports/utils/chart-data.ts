import type { ReportResult } from '@smartcrm/contracts';

/** One point of a chart: its category's label and keys, and a value per series. */
export interface ChartPoint {
  label: string;
  keys: (string | null)[];
  [series: string]: number | string | null | (string | null)[];
}

export interface ChartData {
  points: ChartPoint[];
  /** Series names: the measures, or with two groupings the second grouping's labels (first measure). */
  series: { name: string; keys: (string | null)[] | null }[];
}

/**
 * The result as recharts draws it. One grouping: a point per group, a series per measure. Two
 * groupings: a point per first-level group and a series per second-level group (stacked), of the
 * first measure; each series remembers its key so a click drills into exactly that group.
 */
export function chartData(result: ReportResult): ChartData {
  const groups = result.columns.filter((c) => c.kind === 'group').length;
  const measures = result.columns.filter((c) => c.kind === 'measure');
  if (groups < 2) {
    return {
      points: result.rows.map((row) => ({
        label: row.labels[0] ?? 'All',
        keys: row.keys,
        ...Object.fromEntries(measures.map((m, i) => [m.label, row.values[i] ?? null])),
      })),
      series: measures.map((m) => ({ name: m.label, keys: null })),
    };
  }
  const points = new Map<string, ChartPoint>();
  const series = new Map<string, (string | null)[]>();
  for (const row of result.rows) {
    const [first = '', second = ''] = row.labels;
    const point = points.get(first) ?? { label: first, keys: [row.keys[0] ?? null] };
    point[second] = row.values[0] ?? null;
    points.set(first, point);
    series.set(second, [row.keys[1] ?? null]);
  }
  return { points: [...points.values()], series: [...series].map(([name, keys]) => ({ name, keys })) };
}

/** The group keys a click on `point` in `series` stands for. */
export const clickedKeys = (point: ChartPoint, series: ChartData['series'][number]) =>
  series.keys ? [...point.keys, ...series.keys] : point.keys;
