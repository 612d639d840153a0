/** Whole dollars as the spec shows currency: "$1,234". */
export const wholeDollars = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** Statement amounts keep their cents, as they are prorated: "$8.70". */
export const dollarsAndCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** '2026-11' → 'November 2026'. */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month (UTC), and the month `back` months before it. */
export function monthsAgo(back: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}
