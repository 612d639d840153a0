import { type Kysely, sql } from 'kysely';

/** Live closed deals with a contact, `sign` 1 to add and -1 to take away. */
const closed = (source: string, sign: 1 | -1) => `
  SELECT tenant_id, contact_id, ${sign} * (status = 'won')::int AS won, ${sign} * (status = 'lost')::int AS lost,
    CASE WHEN status = 'won' THEN ${sign} * value ELSE 0 END AS won_value
  FROM ${source} WHERE deleted_at IS NULL AND contact_id IS NOT NULL AND status IN ('won', 'lost')`;

const upsert = (facts: string) => `
  INSERT INTO contact_outcome_totals AS t
  SELECT tenant_id, contact_id, sum(won), sum(lost), sum(won_value) FROM (${facts}) f
  GROUP BY 1, 2 HAVING sum(won) <> 0 OR sum(lost) <> 0 OR sum(won_value) <> 0 ORDER BY 1, 2
  ON CONFLICT (tenant_id, contact_id) DO UPDATE
    SET won = t.won + excluded.won, lost = t.lost + excluded.lost, won_value = t.won_value + excluded.won_value`;

/**
 * Each contact's won and lost deals and won value, for the win rate per contact and the won
 * contributors by contact, which otherwise group every closed deal of the tenant by contact.
 * Indexed in each list's order, so a screen reads its first rows. Tenant-wide, as 0025's counts
 * are: a viewer limited to some owners' deals ranks theirs from the deals. Kept by grouped
 * upserts per statement in key order (0016); a contact whose deals reopen keeps a row of zeros,
 * outside both indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_outcome_totals (
      tenant_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      won integer NOT NULL,
      lost integer NOT NULL,
      won_value bigint NOT NULL,
      PRIMARY KEY (tenant_id, contact_id)
    );
    ALTER TABLE contact_outcome_totals ENABLE ROW LEVEL SECURITY;
    ALTER TABLE contact_outcome_totals FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON contact_outcome_totals
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    CREATE INDEX contact_outcome_win_rate_idx ON contact_outcome_totals
      (tenant_id, (won::float8 / (won + lost)) DESC, won DESC, won_value DESC, contact_id) WHERE won + lost > 0;
    CREATE INDEX contact_outcome_won_value_idx ON contact_outcome_totals (tenant_id, won_value DESC, contact_id)
      WHERE won > 0;

    ${sql.raw(upsert(closed('deals', 1)))};

    CREATE FUNCTION add_contact_outcome_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(upsert(closed('new_rows', 1)))};
      ELSIF TG_OP = 'DELETE' THEN
        ${sql.raw(upsert(closed('old_rows', -1)))};
      ELSE
        ${sql.raw(upsert(`${closed('new_rows', 1)} UNION ALL ${closed('old_rows', -1)}`))};
      END IF;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER deals_contact_outcomes_insert AFTER INSERT ON deals
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_contact_outcome_totals();
    CREATE TRIGGER deals_contact_outcomes_update AFTER UPDATE ON deals
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_contact_outcome_totals();
    CREATE TRIGGER deals_contact_outcomes_delete AFTER DELETE ON deals
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_contact_outcome_totals();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER deals_contact_outcomes_insert ON deals;
    DROP TRIGGER deals_contact_outcomes_update ON deals;
    DROP TRIGGER deals_contact_outcomes_delete ON deals;
    DROP FUNCTION add_contact_outcome_totals();
    DROP TABLE contact_outcome_totals;
  `.execute(db);
}
