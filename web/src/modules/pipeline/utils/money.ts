const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Spec 001 §9: US dollars, no decimals: $12,500. */
export const formatMoney = (value: number): string => dollars.format(value);

const trim = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** Spec 001 §9 for tight places (stage totals): K above 1,000, M above 1,000,000. */
export function formatMoneyShort(value: number): string {
  if (value > 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (value > 1000) return `$${trim(value / 1000)}K`;
  return formatMoney(value);
}
