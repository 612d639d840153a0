import type {
  CategoryAnswer,
  ContactCategory,
  ContactQualification,
  ContactScore,
  EnrichmentAnswer,
  EnrichmentSuggestion,
  QualificationAnswer,
  ScoreReason,
} from '@smartcrm/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AiDb } from '../db/schema';
import type { ContactScoresTable } from '../scoring/score.table';
import type { EnrichmentSuggestionsTable } from './analysis.table';
import { packReason, type StoredReason, unpackReason } from './stored-reasons';

/**
 * Upserts scores of many contacts in one statement (a bulk batch is one round trip), keeping the
 * newest score of each contact; returns the contacts whose score was written.
 * `overBuiltInOnly`: a rules score never replaces a model's (auto-scoring keeps what was paid for).
 */
export async function upsertScores(
  db: Kysely<AiDb>,
  tenantId: string,
  scores: ContactScore[],
  { overBuiltInOnly = false } = {},
): Promise<string[]> {
  if (scores.length === 0) return [];
  const rows = scores.map((s) => ({
    contact_id: s.contactId,
    score: s.score,
    fit: s.fit,
    engagement: s.engagement,
    tier: s.tier,
    confidence: s.confidence,
    reasons: s.reasons.map(packReason),
    model: s.model,
    prompt_version: s.promptVersion,
    built_in: s.builtIn,
    scored_at: s.scoredAt,
  }));
  const written = await sql<{ contact_id: string }>`
    INSERT INTO contact_scores (tenant_id, contact_id, score, fit, engagement, tier, confidence, reasons, model,
      prompt_version, built_in, scored_at)
    SELECT ${tenantId}::uuid, r.contact_id, r.score, r.fit, r.engagement, r.tier, r.confidence, r.reasons, r.model,
      r.prompt_version, r.built_in, r.scored_at
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r (contact_id uuid, score smallint, fit smallint,
      engagement smallint, tier text, confidence real, reasons json, model text, prompt_version text,
      built_in boolean, scored_at timestamptz)
    ON CONFLICT (tenant_id, contact_id) DO UPDATE SET score = excluded.score, fit = excluded.fit,
      engagement = excluded.engagement, tier = excluded.tier, confidence = excluded.confidence,
      reasons = excluded.reasons, model = excluded.model, prompt_version = excluded.prompt_version,
      built_in = excluded.built_in, scored_at = excluded.scored_at
    WHERE contact_scores.scored_at <= excluded.scored_at ${overBuiltInOnly ? sql`AND contact_scores.built_in` : sql``}
    RETURNING contact_id`.execute(db);
  return written.rows.map((r) => r.contact_id);
}

export async function upsertInsights(
  db: Kysely<AiDb>,
  tenantId: string,
  kind: 'category' | 'qualification',
  results: (ContactCategory | ContactQualification)[],
) {
  if (results.length === 0) return;
  const rows = results.map(({ contactId, model, promptVersion, builtIn, analysedAt, ...result }) => ({
    contact_id: contactId,
    result,
    model,
    prompt_version: promptVersion,
    built_in: builtIn,
    analysed_at: analysedAt,
  }));
  await sql`
    INSERT INTO contact_insights (tenant_id, contact_id, kind, result, model, prompt_version, built_in, analysed_at)
    SELECT ${tenantId}::uuid, r.contact_id, ${kind}, r.result, r.model, r.prompt_version, r.built_in, r.analysed_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (contact_id uuid, result jsonb, model text,
      prompt_version text, built_in boolean, analysed_at timestamptz)
    ON CONFLICT (tenant_id, contact_id, kind) DO UPDATE SET result = excluded.result, model = excluded.model,
      prompt_version = excluded.prompt_version, built_in = excluded.built_in, analysed_at = excluded.analysed_at`.execute(
    db,
  );
}

/** New suggestions only: a value already suggested (pending, accepted or rejected) is not offered again. */
export async function insertSuggestions(
  db: Kysely<AiDb>,
  tenantId: string,
  items: { contactId: string; answer: EnrichmentAnswer; model: string; builtIn: boolean }[],
) {
  const rows = items.flatMap(({ contactId, answer, model, builtIn }) =>
    answer.suggestions.map((s) => ({ contact_id: contactId, ...s, model, built_in: builtIn })),
  );
  if (rows.length === 0) return;
  await sql`
    INSERT INTO enrichment_suggestions (tenant_id, contact_id, field, value, reason, confidence, model, built_in)
    SELECT ${tenantId}::uuid, r.contact_id, r.field, r.value, r.reason, r.confidence, r.model, r.built_in
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (contact_id uuid, field text, value text,
      reason text, confidence real, model text, built_in boolean)
    ON CONFLICT (tenant_id, contact_id, field, value) DO NOTHING`.execute(db);
}

export const toScore = (row: Selectable<ContactScoresTable>): ContactScore => ({
  contactId: row.contact_id,
  score: row.score,
  fit: row.fit,
  engagement: row.engagement,
  tier: row.tier as ContactScore['tier'],
  confidence: row.confidence,
  reasons: (row.reasons as (StoredReason | ScoreReason)[]).map(unpackReason),
  model: row.model,
  promptVersion: row.prompt_version,
  builtIn: row.built_in,
  scoredAt: row.scored_at.toISOString(),
});

export const toSuggestion = (row: Selectable<EnrichmentSuggestionsTable>): EnrichmentSuggestion => ({
  id: row.id,
  contactId: row.contact_id,
  field: row.field as EnrichmentSuggestion['field'],
  value: row.value,
  reason: row.reason,
  confidence: row.confidence,
  status: row.status,
  model: row.model,
  builtIn: row.built_in,
  createdAt: row.created_at.toISOString(),
});

export async function findAnalysis(db: Kysely<AiDb>, tenantId: string, contactId: string) {
  const [score, insights, suggestions] = await Promise.all([
    db
      .selectFrom('contact_scores')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('contact_id', '=', contactId)
      .executeTakeFirst(),
    db
      .selectFrom('contact_insights')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('contact_id', '=', contactId)
      .execute(),
    db
      .selectFrom('enrichment_suggestions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('contact_id', '=', contactId)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
  ]);
  const insight = <T>(kind: 'category' | 'qualification') => {
    const row = insights.find((i) => i.kind === kind);
    if (!row) return null;
    return {
      ...(row.result as object),
      contactId,
      model: row.model,
      promptVersion: row.prompt_version,
      builtIn: row.built_in,
      analysedAt: row.analysed_at.toISOString(),
    } as T;
  };
  return {
    contactId,
    score: score ? toScore(score) : null,
    category: insight<CategoryAnswer & ContactCategory>('category'),
    qualification: insight<QualificationAnswer & ContactQualification>('qualification'),
    suggestions: suggestions.map(toSuggestion),
  };
}
