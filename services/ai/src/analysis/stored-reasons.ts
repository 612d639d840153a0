import type { ScoreEvidence, ScoreReason } from '@smartcrm/contracts';

/**
 * A reason as contact_scores keeps it: `[part, label, impact, kind, field, id, value, at]`, an
 * absent part null and trailing nulls left off. Without the repeated keys a score is ~40% less
 * text, and a bulk batch (2,000 scores in one statement) is text ai writes and Postgres parses.
 * Scores written before kept each reason as its object; they are read as they are.
 */
export type StoredReason = [ScoreReason['part'], string, number, ScoreEvidence['kind'], ...(string | null)[]];

export function packReason({ part, label, impact, evidence }: ScoreReason): StoredReason {
  const { kind, field = null, id = null, value = null, at = null } = evidence;
  // Built at its final length (no trailing nulls to pop): a bulk batch packs ~16,000 of these.
  if (at !== null) return [part, label, impact, kind, field, id, value, at];
  if (value !== null) return [part, label, impact, kind, field, id, value];
  if (id !== null) return [part, label, impact, kind, field, id];
  if (field !== null) return [part, label, impact, kind, field];
  return [part, label, impact, kind];
}

export function unpackReason(stored: StoredReason | ScoreReason): ScoreReason {
  if (!Array.isArray(stored)) return stored;
  const [part, label, impact, kind, field, id, value, at] = stored;
  const evidence: ScoreEvidence = { kind };
  if (field != null) evidence.field = field;
  if (id != null) evidence.id = id;
  if (value != null) evidence.value = value;
  if (at != null) evidence.at = at;
  return { part, label, impact, evidence };
}
