/** Spec 001 §9: 80 and up green, 60 and up yellow, else red; unscored contacts have no band. */
export type LeadScoreBand = 'high' | 'medium' | 'low' | 'none';

export function leadScoreBand(score: number | null): LeadScoreBand {
  if (score === null) return 'none';
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

export function leadScoreLabel(score: number | null): string {
  return score === null ? '—' : String(score);
}
