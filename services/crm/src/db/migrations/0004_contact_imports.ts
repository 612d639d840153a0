import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * CSV imports of contacts. An email names one live contact per tenant from now on (imports
 * dedupe on it). Of live duplicates made before, the most recently updated stays live and the
 * others are soft-deleted, which keeps them restorable rather than lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    UPDATE contacts c SET deleted_at = now(), version = version + 1
    FROM (
      SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, email ORDER BY updated_at DESC, id) AS n
      FROM contacts WHERE deleted_at IS NULL
    ) d
    WHERE d.n > 1 AND c.tenant_id = d.tenant_id AND c.id = d.id;
    DROP INDEX contacts_email_idx;
    CREATE UNIQUE INDEX contacts_email_key ON contacts (tenant_id, email) WHERE deleted_at IS NULL;

    -- The import that created a contact: a revert soft-deletes exactly these.
    ALTER TABLE contacts ADD COLUMN import_id uuid;
    CREATE INDEX contacts_import_idx ON contacts (tenant_id, import_id) WHERE import_id IS NOT NULL AND deleted_at IS NULL;

    CREATE TABLE contact_imports (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      created_by uuid,
      file_name text NOT NULL,
      object_name text NOT NULL,
      size bigint NOT NULL,
      delimiter text NOT NULL DEFAULT ',',
      status text NOT NULL DEFAULT 'uploaded'
        CHECK (status IN ('uploaded', 'queued', 'running', 'completed', 'failed', 'reverting', 'reverted')),
      headers jsonb NOT NULL,
      sample_rows jsonb NOT NULL,
      suggested_mapping jsonb NOT NULL,
      suggested_date_format text NOT NULL,
      mapping jsonb,
      on_duplicate text CHECK (on_duplicate IN ('skip', 'update')),
      date_format text CHECK (date_format IN ('day-first', 'month-first')),
      rows_read integer NOT NULL DEFAULT 0,
      imported integer NOT NULL DEFAULT 0,
      updated integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      -- The last file line whose batch committed: a retried job resumes after it.
      last_line integer NOT NULL DEFAULT 1,
      error text,
      reverted_removed integer,
      reverted_restored integer,
      reverted_kept integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX contact_imports_recent_idx ON contact_imports (tenant_id, created_at DESC, id);
    ${rls('contact_imports')}

    CREATE TABLE contact_import_errors (
      tenant_id uuid NOT NULL,
      import_id uuid NOT NULL,
      line integer NOT NULL,
      field text NOT NULL,
      reason text NOT NULL,
      PRIMARY KEY (tenant_id, import_id, line, field),
      FOREIGN KEY (tenant_id, import_id) REFERENCES contact_imports (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('contact_import_errors')}

    -- What an updating import changed: the contact before it, and the version it left behind
    -- (a revert restores only contacts nobody has changed since).
    CREATE TABLE contact_import_changes (
      tenant_id uuid NOT NULL,
      import_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      before jsonb NOT NULL,
      version_after integer NOT NULL,
      PRIMARY KEY (tenant_id, import_id, contact_id),
      FOREIGN KEY (tenant_id, import_id) REFERENCES contact_imports (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('contact_import_changes')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE contact_import_changes; DROP TABLE contact_import_errors; DROP TABLE contact_imports;
    ALTER TABLE contacts DROP COLUMN import_id;
    DROP INDEX contacts_email_key;
    CREATE INDEX contacts_email_idx ON contacts (tenant_id, email) WHERE deleted_at IS NULL;
  `.execute(db);
}
