import { type Kysely, sql } from 'kysely';

/**
 * The contacts list sorted by score walks contact_lead_scores' index and joins each row's contact
 * by key: filtered by status and interest (hot customers, say), it joined ~18 contacts for every
 * one it kept. Each score row now carries its contact's status and interest (kept by triggers on
 * contacts) inside the index, so the filter is checked in the index and only the page's contacts
 * are joined. Keyset pages never want parallel workers (starting them cost 10 ms for a 2 ms page):
 * with a filter Postgres planned them on this table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contact_lead_scores ADD COLUMN status text, ADD COLUMN interest text;
    UPDATE contact_lead_scores s SET status = c.status, interest = c.interest
      FROM contacts c WHERE c.tenant_id = s.tenant_id AND c.id = s.contact_id;
    DROP INDEX contact_lead_scores_order_idx;
    CREATE INDEX contact_lead_scores_order_idx ON contact_lead_scores (tenant_id, score_sort, contact_id)
      INCLUDE (status, interest);
    ALTER TABLE contact_lead_scores SET (parallel_workers = 0);

    CREATE OR REPLACE FUNCTION add_contact_lead_scores() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      INSERT INTO contact_lead_scores (tenant_id, contact_id, status, interest)
        SELECT tenant_id, id, status, interest FROM new_rows ORDER BY 1, 2;
      RETURN NULL;
    END
    $f$;

    CREATE FUNCTION copy_contact_filters() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      UPDATE contact_lead_scores SET status = NEW.status, interest = NEW.interest
        WHERE tenant_id = NEW.tenant_id AND contact_id = NEW.id;
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER contacts_lead_score_filters AFTER UPDATE OF status, interest ON contacts FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.interest IS DISTINCT FROM NEW.interest)
      EXECUTE FUNCTION copy_contact_filters();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER contacts_lead_score_filters ON contacts;
    DROP FUNCTION copy_contact_filters();
    CREATE OR REPLACE FUNCTION add_contact_lead_scores() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
    BEGIN
      INSERT INTO contact_lead_scores (tenant_id, contact_id) SELECT tenant_id, id FROM new_rows ORDER BY 1, 2;
      RETURN NULL;
    END
    $f$;
    DROP INDEX contact_lead_scores_order_idx;
    CREATE INDEX contact_lead_scores_order_idx ON contact_lead_scores (tenant_id, score_sort, contact_id);
    ALTER TABLE contact_lead_scores RESET (parallel_workers);
    ALTER TABLE contact_lead_scores DROP COLUMN status, DROP COLUMN interest;
  `.execute(db);
}
