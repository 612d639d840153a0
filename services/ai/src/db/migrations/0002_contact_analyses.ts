import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/**
 * AI-owned results about contacts: the explainable score, the category and qualification,
 * and enrichment suggestions a person accepts or rejects (crm's fields stay theirs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE contact_scores (
      tenant_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      score smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
      fit smallint NOT NULL,
      engagement smallint NOT NULL,
      tier text NOT NULL,
      confidence real NOT NULL,
      reasons jsonb NOT NULL,
      model text NOT NULL,
      prompt_version text NOT NULL,
      built_in boolean NOT NULL,
      scored_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, contact_id)
    );
    ${rls('contact_scores')}

    CREATE TABLE contact_insights (
      tenant_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('category', 'qualification')),
      result jsonb NOT NULL,
      model text NOT NULL,
      prompt_version text NOT NULL,
      built_in boolean NOT NULL,
      analysed_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, contact_id, kind)
    );
    ${rls('contact_insights')}

    CREATE TABLE enrichment_suggestions (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      contact_id uuid NOT NULL,
      field text NOT NULL,
      value text NOT NULL,
      reason text NOT NULL,
      confidence real NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
      model text NOT NULL,
      built_in boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_by uuid,
      decided_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    -- The same value is suggested once: a rejected one is not offered again.
    CREATE UNIQUE INDEX enrichment_suggestions_value_key ON enrichment_suggestions (tenant_id, contact_id, field, value);
    ${rls('enrichment_suggestions')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE enrichment_suggestions; DROP TABLE contact_insights; DROP TABLE contact_scores;`.execute(db);
}
