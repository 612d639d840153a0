import { describe, expect, it } from 'vitest';
import { leadScoreBand, leadScoreLabel } from './lead-score';

describe('lead score colour bands (spec 001 §9)', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'low'],
    [0, 'low'],
  ] as const)('%i is %s', (score, band) => {
    expect(leadScoreBand(score)).toBe(band);
  });

  it('has no band and shows a dash until scored', () => {
    expect(leadScoreBand(null)).toBe('none');
    expect(leadScoreLabel(null)).toBe('—');
    expect(leadScoreLabel(0)).toBe('0');
  });
});
