import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

// Every list is read through an index that starts with tenant_id and ends with id, so keyset
// pages stay fast at a million rows; deleted rows (soft delete, undo) are outside the indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  // In public, whoever creates them first: an extension lives in one schema per database.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
    CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;`.execute(db);
  await sql
    .raw(`
    CREATE TABLE companies (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      domain text,
      industry text,
      owner_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX companies_name_key ON companies (tenant_id, lower(name)) WHERE deleted_at IS NULL;
    CREATE INDEX companies_search_idx ON companies USING gin (tenant_id, lower(name) public.gin_trgm_ops) WHERE deleted_at IS NULL;
    ${rls('companies')}

    CREATE TABLE contacts (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid,
      company_id uuid,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      name text NOT NULL,
      email text NOT NULL,
      phone text,
      company_name text,
      position text,
      title text,
      industry text,
      status text NOT NULL DEFAULT 'lead' CHECK (status IN ('lead', 'prospect', 'customer', 'churned')),
      interest text NOT NULL DEFAULT 'medium' CHECK (interest IN ('hot', 'warm', 'medium', 'low', 'cold')),
      source text,
      tags text[] NOT NULL DEFAULT '{}',
      notes text,
      social_profiles jsonb NOT NULL DEFAULT '{}',
      custom_fields jsonb NOT NULL DEFAULT '{}',
      location jsonb NOT NULL DEFAULT '{}',
      preferred_contact text NOT NULL DEFAULT 'email',
      avatar_src text,
      is_favorite boolean NOT NULL DEFAULT false,
      lead_score smallint CHECK (lead_score BETWEEN 0 AND 100),
      last_contact_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      deleted_at timestamptz,
      search_text text GENERATED ALWAYS AS (
        lower(name || ' ' || email || ' ' || coalesce(company_name, '') || ' ' || coalesce(phone, ''))
      ) STORED,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id)
    );
    CREATE INDEX contacts_created_idx ON contacts (tenant_id, created_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_updated_idx ON contacts (tenant_id, updated_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_name_idx ON contacts (tenant_id, lower(name), id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_company_name_idx ON contacts (tenant_id, lower(coalesce(company_name, '')), id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_score_idx ON contacts (tenant_id, coalesce(lead_score, -1), id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_last_contact_idx ON contacts (tenant_id, coalesce(last_contact_at, '-infinity'), id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_owner_idx ON contacts (tenant_id, owner_id, created_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_company_idx ON contacts (tenant_id, company_id) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_email_idx ON contacts (tenant_id, email) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_search_idx ON contacts USING gin (tenant_id, search_text public.gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX contacts_tags_idx ON contacts USING gin (tenant_id, tags) WHERE deleted_at IS NULL;
    ${rls('contacts')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contacts; DROP TABLE companies;`.execute(db);
}
