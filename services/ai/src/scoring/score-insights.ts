import type { AiPreferences, ContactScore, ScoreInsight, ScoringInput } from '@smartcrm/contracts';
import { tierOf } from './score-rules';

export type ScoreInsightType = ScoreInsight['type'];

/**
 * What a new score says against the contact's previous one (001 §9 tiers): into hot is an
 * opportunity (a first score too), from hot or warm down to cold a risk; anything else nothing.
 */
export function insightOf(previous: number | null, score: number): ScoreInsightType | null {
  const tier = tierOf(score);
  if (tier === 'hot' && (previous === null || tierOf(previous) !== 'hot')) return 'opportunity';
  if (tier === 'cold' && previous !== null && tierOf(previous) !== 'cold') return 'risk';
  return null;
}

export interface ScoreInsightRow {
  type: ScoreInsightType;
  contact_id: string;
  contact_name: string;
  score: number;
  previous_score: number | null;
  reasons: string[];
}

/** The insights a workspace wants (autoInsights and its insight types) that these new scores raise. */
export function scoreInsights(
  preferences: Pick<AiPreferences, 'autoInsights' | 'insightTypes'>,
  scored: { input: ScoringInput; score: ContactScore }[],
): ScoreInsightRow[] {
  if (!preferences.autoInsights) return [];
  const wanted = new Set<string>(preferences.insightTypes);
  const rows: ScoreInsightRow[] = [];
  for (const { input, score } of scored) {
    const type = insightOf(input.contact.leadScore, score.score);
    if (!type || !wanted.has(type)) continue;
    // Reasons come sorted by weight; an opportunity is explained by what lifts, a risk by what drags.
    const telling = score.reasons.filter((r) => (type === 'opportunity' ? r.impact > 0 : r.impact < 0));
    rows.push({
      type,
      contact_id: input.contact.id,
      contact_name: input.contact.name,
      score: score.score,
      previous_score: input.contact.leadScore,
      reasons: telling.slice(0, 3).map((r) => r.label),
    });
  }
  return rows;
}
