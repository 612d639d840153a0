/**
 * Thousands separators for a run of digits as en-US writes them ('12500' → '12,500'), by hand: a
 * browser's first Intl.NumberFormat or toLocaleString loads locale data, tens of milliseconds on a
 * phone, and the landing page's figures are formatted while it hydrates.
 */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const digits = (value: number) => groupThousands(Math.round(Math.abs(value)).toString());
const sign = (value: number) => (value < 0 ? '-' : '');

/** Spec 001 §9: US dollars, no decimals: $12,500. */
export const formatMoney = (value: number): string => `${sign(value)}$${digits(value)}`;

const trim = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/**
 * Spec 001 §9: K above 1,000, M above 1,000,000 (1,000 itself stays 1,000), and B above a billion,
 * which the spec does not reach: a large tenant's pipeline reads $17.6B, not $17569.5M.
 */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  if (size > 1_000_000_000) return `${trim(value / 1_000_000_000)}B`;
  if (size > 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (size > 1000) return `${trim(value / 1000)}K`;
  return `${sign(value)}${digits(value)}`;
}

/** Dollars for tight places (cards, chart axes): $1.5K, $2.3M. */
export const formatMoneyShort = (value: number): string =>
  Math.abs(value) > 1000 ? `${value < 0 ? '-' : ''}$${formatCompact(Math.abs(value))}` : formatMoney(value);

export const formatPercent = (value: number): string => `${trim(value)}%`;

export type ColourTone = 'green' | 'blue' | 'yellow' | 'red';

/** Score colours: 80 and up green, 60 and up yellow, else red. */
export function scoreTone(score: number): ColourTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Win probability colour thresholds 80, 60, 40: green, blue, yellow, else red. */
export function winProbabilityTone(probability: number): ColourTone {
  if (probability >= 80) return 'green';
  if (probability >= 60) return 'blue';
  if (probability >= 40) return 'yellow';
  return 'red';
}

/** A count with its noun, singular for exactly one: '1 open deal', '2 open deals', '1.2K deals'. */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${formatCompact(count)} ${count === 1 ? singular : plural}`;
