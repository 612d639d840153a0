import { type Kysely, sql } from 'kysely';

/** Live deals with a contact, `sign` 1 to add and -1 to take away, keyed as contact_deal_counts is. */
const live = (source: string, sign: 1 | -1) => `
  SELECT tenant_id, contact_id, status,
    CASE WHEN status = 'open' THEN 0 ELSE coalesce(extract(year FROM actual_close_date)::int, 0) END AS close_year,
    ${sign} AS n
  FROM ${source} WHERE deleted_at IS NULL AND contact_id IS NOT NULL`;

/**
 * How many distinct contacts have live deals, per status and close year (0 for open deals and
 * deals closed without a date), for the dashboard's avatar stacks ("+ N"), which otherwise group
 * 200,000 deals by contact. contact_deal_counts keeps each contact's deals per key; a statement
 * that takes a contact's count from 0 or to 0 moves deal_contact_totals by one. Tenant-wide: a
 * viewer limited to some owners' deals counts theirs from the deals. Kept as the totals of 0016
 * are: grouped upserts per statement, in key order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const upsert = (facts: string) => `
    WITH changes AS (
      SELECT tenant_id, contact_id, status, close_year, sum(n)::int AS n FROM (${facts}) f
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
    ), counted AS (
      INSERT INTO contact_deal_counts AS t SELECT * FROM changes ORDER BY 1, 2, 3, 4
      ON CONFLICT (tenant_id, contact_id, status, close_year) DO UPDATE SET deals = t.deals + excluded.deals
      RETURNING t.tenant_id, t.contact_id, t.status, t.close_year, t.deals
    )
    INSERT INTO deal_contact_totals AS t
    SELECT c.tenant_id, c.status, c.close_year, sum((c.deals > 0)::int - (c.deals - x.n > 0)::int)
    FROM counted c JOIN changes x USING (tenant_id, contact_id, status, close_year)
    GROUP BY 1, 2, 3 HAVING sum((c.deals > 0)::int - (c.deals - x.n > 0)::int) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, status, close_year) DO UPDATE SET contacts = t.contacts + excluded.contacts`;
  await sql`
    CREATE TABLE contact_deal_counts (
      tenant_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      status text NOT NULL,
      close_year integer NOT NULL,
      deals integer NOT NULL,
      PRIMARY KEY (tenant_id, contact_id, status, close_year)
    );
    -- Deals closed in a later year than today's also count as closed this year: read them apart.
    CREATE INDEX contact_deal_counts_year_idx ON contact_deal_counts (tenant_id, status, close_year) WHERE deals > 0;
    CREATE TABLE deal_contact_totals (
      tenant_id uuid NOT NULL,
      status text NOT NULL,
      close_year integer NOT NULL,
      contacts integer NOT NULL,
      PRIMARY KEY (tenant_id, status, close_year)
    );
    ALTER TABLE contact_deal_counts ENABLE ROW LEVEL SECURITY;
    ALTER TABLE contact_deal_counts FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON contact_deal_counts
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
    ALTER TABLE deal_contact_totals ENABLE ROW LEVEL SECURITY;
    ALTER TABLE deal_contact_totals FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON deal_contact_totals
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    ${sql.raw(upsert(live('deals', 1)))};

    CREATE FUNCTION add_deal_contact_totals() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      EXECUTE CASE TG_OP WHEN 'INSERT' THEN $u$${sql.raw(upsert(live('new_rows', 1)))}$u$
        WHEN 'DELETE' THEN $u$${sql.raw(upsert(live('old_rows', -1)))}$u$
        ELSE $u$${sql.raw(upsert(`${live('new_rows', 1)} UNION ALL ${live('old_rows', -1)}`))}$u$ END;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER deals_contact_totals_insert AFTER INSERT ON deals
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_contact_totals();
    CREATE TRIGGER deals_contact_totals_update AFTER UPDATE ON deals
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_contact_totals();
    CREATE TRIGGER deals_contact_totals_delete AFTER DELETE ON deals
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_deal_contact_totals();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER deals_contact_totals_insert ON deals;
    DROP TRIGGER deals_contact_totals_update ON deals;
    DROP TRIGGER deals_contact_totals_delete ON deals;
    DROP FUNCTION add_deal_contact_totals();
    DROP TABLE deal_contact_totals;
    DROP TABLE contact_deal_counts;
  `.execute(db);
}
