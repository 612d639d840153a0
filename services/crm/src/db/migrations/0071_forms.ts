import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

const kinds = `'note', 'call', 'email', 'sms', 'stage_change', 'task_completed', 'appointment', 'contact_created',
      'deal_created'`;

/**
 * Lead capture forms (issue 27): a form's definition is its fields as JSON (kind, mapping,
 * required, step). A submission's id is the one the visitor's page made, so a replayed post
 * finds its row and stores nothing twice. Consent keeps the text shown and the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE forms (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      fields jsonb NOT NULL,
      steps jsonb NOT NULL DEFAULT '[]',
      submit_label text NOT NULL,
      thank_you jsonb NOT NULL,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      published_at timestamptz,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX forms_list_idx ON forms (tenant_id, created_at DESC) WHERE deleted_at IS NULL;
    ${rls('forms')}

    CREATE TABLE form_submissions (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      form_id uuid NOT NULL,
      contact_id uuid,
      outcome text NOT NULL CHECK (outcome IN ('created', 'updated')),
      "values" jsonb NOT NULL,
      utm_source text,
      utm_medium text,
      utm_campaign text,
      referrer text,
      consent_text text,
      consent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX form_submissions_page_idx ON form_submissions (tenant_id, form_id, created_at DESC, id DESC);
    ${rls('form_submissions')}

    ALTER TABLE activities DROP CONSTRAINT activities_kind_check;
    ALTER TABLE activities ADD CONSTRAINT activities_kind_check CHECK (kind IN (${kinds}, 'form_submission'));`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    DELETE FROM activities WHERE kind = 'form_submission';
    ALTER TABLE activities DROP CONSTRAINT activities_kind_check;
    ALTER TABLE activities ADD CONSTRAINT activities_kind_check CHECK (kind IN (${kinds}));
    DROP TABLE form_submissions;
    DROP TABLE forms;`)
    .execute(db);
}
