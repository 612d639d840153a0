import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

// Frozen copy of freeMailDomains (contracts/crm/duplicate-keys.ts) as of this migration.
const freeMail = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'qq.com',
  '163.com',
];

/**
 * Possible duplicates. Each contact's match keys (email without case, the last 10 digits of its
 * phone, its company email domain) are stored columns: under row-level security Postgres uses
 * an index only for LEAKPROOF conditions, and `column = value` on text is one, while the same
 * test on an expression (regexp_replace…) is not. contact_duplicate_keys counts the live
 * contacts per key, kept by statement-level triggers (one upsert per statement, so an import
 * batch costs one grouped write), which lets the tenant-wide list page through the shared keys
 * only. contact_merges keeps what a merge changed so it can be undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE FUNCTION dup_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN length(d) >= 10 THEN right(d, 10) END
      FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) s
    $$;
    CREATE FUNCTION dup_email_domain(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN d <> '' AND d <> ALL (ARRAY[${freeMail.map((d) => `'${d}'`).join(', ')}]) THEN d END
      FROM (SELECT lower(trim(substring(email from '@([^@]*)$'))) AS d) s
    $$;
    ALTER TABLE contacts
      ADD COLUMN dup_email text GENERATED ALWAYS AS (nullif(lower(trim(email)), '')) STORED,
      ADD COLUMN dup_phone text GENERATED ALWAYS AS (dup_phone_key(phone)) STORED,
      ADD COLUMN dup_domain text GENERATED ALWAYS AS (dup_email_domain(email)) STORED;
    CREATE INDEX contacts_dup_email_idx ON contacts (tenant_id, dup_email, id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_dup_phone_idx ON contacts (tenant_id, dup_phone, id)
      WHERE deleted_at IS NULL AND dup_phone IS NOT NULL;
    CREATE INDEX contacts_dup_domain_idx ON contacts (tenant_id, dup_domain, id)
      WHERE deleted_at IS NULL AND dup_domain IS NOT NULL;

    CREATE TABLE contact_duplicate_keys (
      tenant_id uuid NOT NULL,
      reason text NOT NULL CHECK (reason IN ('email', 'phone', 'domain')),
      key text NOT NULL,
      contacts integer NOT NULL,
      PRIMARY KEY (tenant_id, reason, key)
    );
    CREATE INDEX contact_duplicate_keys_shared_idx ON contact_duplicate_keys (tenant_id, reason, key)
      WHERE contacts > 1;
    ${rls('contact_duplicate_keys')}

    INSERT INTO contact_duplicate_keys (tenant_id, reason, key, contacts)
    SELECT c.tenant_id, k.reason, k.key, count(*)
    FROM contacts c
    CROSS JOIN LATERAL (VALUES ('email', c.dup_email), ('phone', c.dup_phone), ('domain', c.dup_domain)) k (reason, key)
    WHERE c.deleted_at IS NULL AND k.key IS NOT NULL
    GROUP BY 1, 2, 3;

    CREATE FUNCTION count_duplicate_keys() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE
      live_new text := 'SELECT tenant_id, dup_email, dup_phone, dup_domain, 1 AS delta FROM new_rows WHERE deleted_at IS NULL';
      live_old text := 'SELECT tenant_id, dup_email, dup_phone, dup_domain, -1 AS delta FROM old_rows WHERE deleted_at IS NULL';
    BEGIN
      EXECUTE format($q$
        WITH changes AS (%s),
        deltas AS (
          SELECT c.tenant_id, k.reason, k.key, sum(c.delta)::int AS delta
          FROM changes c
          CROSS JOIN LATERAL (VALUES ('email', c.dup_email), ('phone', c.dup_phone), ('domain', c.dup_domain)) k (reason, key)
          WHERE k.key IS NOT NULL
          GROUP BY 1, 2, 3
          HAVING sum(c.delta) <> 0
        )
        INSERT INTO contact_duplicate_keys AS d (tenant_id, reason, key, contacts)
        SELECT tenant_id, reason, key, delta FROM deltas ORDER BY 1, 2, 3
        ON CONFLICT (tenant_id, reason, key) DO UPDATE SET contacts = d.contacts + excluded.contacts
      $q$, CASE TG_OP WHEN 'INSERT' THEN live_new WHEN 'DELETE' THEN live_old
        ELSE live_new || ' UNION ALL ' || live_old END);
      RETURN NULL;
    END
    $f$;
    CREATE TRIGGER contacts_dup_keys_insert AFTER INSERT ON contacts
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_duplicate_keys();
    CREATE TRIGGER contacts_dup_keys_update AFTER UPDATE ON contacts
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_duplicate_keys();
    CREATE TRIGGER contacts_dup_keys_delete AFTER DELETE ON contacts
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_duplicate_keys();

    CREATE TABLE contact_merges (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      survivor_id uuid NOT NULL,
      loser_id uuid NOT NULL,
      merged_by uuid,
      merged_at timestamptz NOT NULL DEFAULT now(),
      survivor_before jsonb NOT NULL,
      loser_before jsonb NOT NULL,
      survivor_version integer NOT NULL,
      moved jsonb NOT NULL,
      undone_at timestamptz,
      undone_by uuid,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, survivor_id) REFERENCES contacts (tenant_id, id),
      FOREIGN KEY (tenant_id, loser_id) REFERENCES contacts (tenant_id, id)
    );
    CREATE INDEX contact_merges_survivor_idx ON contact_merges (tenant_id, survivor_id, merged_at);
    ${rls('contact_merges')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE contact_merges;
    DROP TRIGGER contacts_dup_keys_insert ON contacts;
    DROP TRIGGER contacts_dup_keys_update ON contacts;
    DROP TRIGGER contacts_dup_keys_delete ON contacts;
    DROP FUNCTION count_duplicate_keys();
    DROP TABLE contact_duplicate_keys;
    ALTER TABLE contacts DROP COLUMN dup_email, DROP COLUMN dup_phone, DROP COLUMN dup_domain;
    DROP FUNCTION dup_email_domain(text);
    DROP FUNCTION dup_phone_key(text);
  `.execute(db);
}
