import type { ContactScore, LeadScoresScored } from '@smartcrm/contracts';

/**
 * The `ai.contact.scored` payload: each contact's score and the time once, the latest of the
 * scores' (a bulk batch or an auto-scoring shares one; a model's batch spans its calls).
 */
export function leadScoresEvent(scores: readonly ContactScore[]): LeadScoresScored {
  let scoredAt = '';
  const items = new Array<{ contactId: string; score: number }>(scores.length);
  for (let i = 0; i < scores.length; i++) {
    const { contactId, score, scoredAt: at } = scores[i] as ContactScore;
    items[i] = { contactId, score };
    if (at > scoredAt) scoredAt = at;
  }
  return { scoredAt, scores: items };
}
