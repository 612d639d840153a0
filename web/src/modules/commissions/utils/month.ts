/** A month input's value (YYYY-MM) as the first and last day of that month. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);
