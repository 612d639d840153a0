import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/** Workspace email templates, each user's signature, and sends scheduled for later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE email_templates (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_by uuid NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    ${rls('email_templates')}

    CREATE TABLE sender_signatures (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      signature text NOT NULL,
      PRIMARY KEY (tenant_id, user_id)
    );
    ${rls('sender_signatures')}

    ALTER TABLE outbound_messages ADD COLUMN send_at timestamptz;

    CREATE OR REPLACE FUNCTION open_sends() RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id FROM outbound_messages
         WHERE status IN ('queued', 'sending') AND (send_at IS NULL OR send_at <= now())
         ORDER BY created_at $$;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION open_sends() RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id FROM outbound_messages WHERE status IN ('queued', 'sending') ORDER BY created_at $$;
    ALTER TABLE outbound_messages DROP COLUMN send_at;
    DROP TABLE sender_signatures; DROP TABLE email_templates;`.execute(db);
}
