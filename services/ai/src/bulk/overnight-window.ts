/** When an overnight run without a batch API starts: now inside the window (UTC hours start-end), else its next start. */
export function nextWindowStart(window: string, now = new Date()): Date {
  const [start = 1, end = 5] = window.split('-').map(Number);
  const hour = now.getUTCHours();
  const inside = start <= end ? hour >= start && hour < end : hour >= start || hour < end;
  if (inside) return now;
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), start));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
