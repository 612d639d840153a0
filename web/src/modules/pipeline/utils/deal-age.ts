const dayMs = 24 * 60 * 60 * 1000;

export type DealAgeTone = 'green' | 'yellow' | 'red';

/** Whole days since the deal was created (never negative: clocks differ a little). */
export const dealAgeDays = (createdAt: string, now: Date = new Date()): number =>
  Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / dayMs));

/** Spec 001 §4 deal age badge: under 30 days green, under 60 yellow, otherwise red. */
export function dealAgeTone(days: number): DealAgeTone {
  if (days < 30) return 'green';
  if (days < 60) return 'yellow';
  return 'red';
}
