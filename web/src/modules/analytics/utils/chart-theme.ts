import { formatCompact, formatMoneyShort } from '@smartcrm/contracts';

/** Series colours readable on both the light and the dark surface. */
export const palette = ['#6366f1', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6'];

/** Axis, grid and tooltip styles that follow the theme through its custom properties. */
export const axis = { stroke: 'var(--text-subtle)', fontSize: 12, tickLine: false } as const;
export const grid = { stroke: 'var(--border)', strokeDasharray: '3 3', vertical: false } as const;
export const tooltip = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--text)',
  },
  labelStyle: { color: 'var(--text)' },
  itemStyle: { color: 'var(--text)' },
} as const;

export const moneyTick = (value: number) => formatMoneyShort(value);
/** Counts on an axis as spec 001 §9 writes numbers: 60K, not a 60000 cut to fit. */
export const countTick = (value: number) => formatCompact(value);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-03' → 'Mar 2026'; no month → 'No date'. */
export const monthLabel = (month: string | null) =>
  month ? monthFormat.format(new Date(`${month}-01T00:00:00Z`)) : 'No date';
