import { type Kysely, sql } from 'kysely';

/**
 * Lead scores move out of the contacts table into a narrow one of their own. AI rewrites them
 * in bulk (a million contacts a run), and every update of a contacts row touches its 17
 * indexes (the trigram index above all) and two statement triggers: 5,000 scores took ~12 s
 * there and ~0.4 s here. Every contact has a row (made by a trigger as contacts are inserted),
 * so the list sorted by score walks this table's index and joins contacts by key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_lead_scores (
      tenant_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      score smallint CHECK (score BETWEEN 0 AND 100),
      scored_at timestamptz,
      -- The list's sort key, stored: row-level security keeps a COALESCE out of index conditions,
      -- so a keyset cursor on one would be checked row by row on every page after the first.
      score_sort smallint GENERATED ALWAYS AS (coalesce(score, -1)) STORED,
      PRIMARY KEY (tenant_id, contact_id),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE
    );
    ALTER TABLE contact_lead_scores ENABLE ROW LEVEL SECURITY;
    ALTER TABLE contact_lead_scores FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON contact_lead_scores
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    INSERT INTO contact_lead_scores (tenant_id, contact_id, score, scored_at)
      SELECT tenant_id, id, lead_score, lead_score_at FROM contacts ORDER BY 1, 2;
    CREATE INDEX contact_lead_scores_order_idx ON contact_lead_scores (tenant_id, score_sort, contact_id);

    CREATE FUNCTION add_contact_lead_scores() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      INSERT INTO contact_lead_scores (tenant_id, contact_id) SELECT tenant_id, id FROM new_rows ORDER BY 1, 2;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER contacts_lead_scores_insert AFTER INSERT ON contacts
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_contact_lead_scores();

    DROP INDEX contacts_score_idx;
    ALTER TABLE contacts DROP COLUMN lead_score, DROP COLUMN lead_score_at;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contacts ADD COLUMN lead_score smallint CHECK (lead_score BETWEEN 0 AND 100),
      ADD COLUMN lead_score_at timestamptz;
    UPDATE contacts c SET lead_score = s.score, lead_score_at = s.scored_at
      FROM contact_lead_scores s WHERE s.tenant_id = c.tenant_id AND s.contact_id = c.id;
    CREATE INDEX contacts_score_idx ON contacts (tenant_id, coalesce(lead_score, -1), id) WHERE deleted_at IS NULL;
    DROP TRIGGER contacts_lead_scores_insert ON contacts;
    DROP FUNCTION add_contact_lead_scores();
    DROP TABLE contact_lead_scores;
  `.execute(db);
}
