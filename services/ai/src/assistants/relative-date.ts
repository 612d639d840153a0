const day = 86_400_000;
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Date words in a request ("tomorrow", "next week", "in 3 days", "friday", "2026-12-01"). */
export const datePhrase =
  /\b(?:on\s+)?(today|tomorrow|next week|in \d{1,3} days?|(?:next |on |this )?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)|\d{4}-\d{2}-\d{2})\b/i;

/** The date a phrase means, counted from `today` (YYYY-MM-DD); a weekday is its next occurrence. */
export function resolveDate(phrase: string, today: string): string | undefined {
  const p = phrase.toLowerCase().replace(/^(on|this|next)\s+(?=\w+day$)/, '');
  const base = Date.parse(`${today}T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(p)) return p;
  if (p === 'today') return today;
  if (p === 'tomorrow') return iso(base + day);
  if (p === 'next week') return iso(base + 7 * day);
  const inDays = /^in (\d+) days?$/.exec(p);
  if (inDays) return iso(base + Number(inDays[1]) * day);
  const target = weekdays.indexOf(p);
  if (target >= 0) {
    const ahead = (target - new Date(base).getUTCDay() + 7) % 7 || 7;
    return iso(base + ahead * day);
  }
  return undefined;
}
