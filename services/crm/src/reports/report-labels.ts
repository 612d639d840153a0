import type { DateBucket, ReportField, ReportResult, ReportSpec } from '@smartcrm/contracts';
import { reportField } from '@smartcrm/contracts';

const formats: Record<DateBucket, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  quarter: { year: 'numeric' },
  year: { year: 'numeric' },
};

/** A bucket's first day (YYYY-MM-DD) as people read it: "5 Mar 2026", "Week of 2 Mar 2026", "Q1 2026". */
export function bucketLabel(day: string, bucket: DateBucket): string {
  const date = new Date(`${day}T00:00:00Z`);
  const text = new Intl.DateTimeFormat('en-GB', { ...formats[bucket], timeZone: 'UTC' }).format(date);
  if (bucket === 'week') return `Week of ${text}`;
  if (bucket === 'quarter') return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${text}`;
  return text;
}

const measureNames = { count: 'Count', sum: 'Sum', avg: 'Average', min: 'Min', max: 'Max', count_distinct: 'Distinct' };

/** A measure's column title: "Count", "Sum of Value", "Win rate %". */
export function measureLabel(spec: ReportSpec, index: number): string {
  const m = spec.measures[index]!;
  if (m.fn === 'win_rate') return 'Win rate %';
  if (m.fn === 'count' || !m.field) return measureNames.count;
  return `${measureNames[m.fn]} of ${reportField(spec.object, m.field)?.label ?? m.field}`;
}

/** What a group's key reads as, given its name when it is a reference. */
export function keyLabel(field: ReportField, bucket: DateBucket, key: string | null, name: string | null): string {
  if (key === null) return '(none)';
  if (field.kind === 'date') return bucketLabel(key, bucket);
  if (field.kind === 'reference') return name ?? '(removed)';
  if (field.kind === 'boolean') return key === 'true' ? 'Yes' : 'No';
  return key;
}

type Row = Record<string, unknown>;
type Group = { key: string; field: ReportField; bucket: DateBucket };

/** The statement's rows as the contract's result: keys as text, their labels, the measures. */
export function toResult(spec: ReportSpec, groups: readonly Group[], rows: readonly Row[]): ReportResult {
  const kept = rows.slice(0, spec.limit);
  return {
    columns: [
      ...groups.map((g) => ({
        key: g.key,
        label: reportField(spec.object, g.key)?.label ?? g.key,
        kind: 'group' as const,
      })),
      ...spec.measures.map((_, i) => ({ key: `m${i}`, label: measureLabel(spec, i), kind: 'measure' as const })),
    ],
    rows: kept.map((row) => {
      const keys = groups.map((_, i) => (row[`k${i}`] === null ? null : String(row[`k${i}`])));
      return {
        keys,
        labels: groups.map((g, i) => keyLabel(g.field, g.bucket, keys[i] ?? null, row[`n${i}`] as string | null)),
        values: spec.measures.map((_, i) => (row[`m${i}`] === null ? null : Number(row[`m${i}`]))),
      };
    }),
    truncated: rows.length > spec.limit,
  };
}
