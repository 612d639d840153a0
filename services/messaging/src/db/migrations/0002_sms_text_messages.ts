import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Text messages: the workspace's sending numbers (provider credentials sealed), every text in and
 * out (the outbox of sends is the same table: one row per intent, or per bulk send and recipient),
 * opt-outs per number, and the digests of provider callbacks already applied (a replay is refused).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE sms_accounts (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      provider text NOT NULL CHECK (provider IN ('twilio')),
      account_sid text NOT NULL,
      secret_sealed text NOT NULL,
      from_number text NOT NULL,
      api_base_url text NOT NULL,
      webhook_base text NOT NULL,
      quiet_hours jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, from_number)
    );
    ${rls('sms_accounts')}

    CREATE TABLE sms_messages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL,
      intent_id uuid,
      bulk_id uuid,
      direction text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
      peer text NOT NULL,
      contact_id uuid,
      author_id uuid,
      body text NOT NULL,
      segments integer NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'sending', 'accepted', 'sent', 'delivered', 'undelivered', 'failed', 'received')),
      error text,
      provider_sid text,
      attempts integer NOT NULL DEFAULT 0,
      send_after timestamptz,
      claimed_at timestamptz,
      sent_at timestamptz,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, intent_id),
      UNIQUE (tenant_id, bulk_id, peer),
      UNIQUE (tenant_id, account_id, provider_sid),
      FOREIGN KEY (tenant_id, account_id) REFERENCES sms_accounts (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX sms_thread_idx ON sms_messages (tenant_id, account_id, peer, created_at);
    CREATE INDEX sms_contact_idx ON sms_messages (tenant_id, contact_id) WHERE contact_id IS NOT NULL;
    CREATE INDEX sms_open_idx ON sms_messages (tenant_id, created_at) WHERE status IN ('queued', 'sending');
    ${rls('sms_messages')}

    CREATE TABLE sms_opt_outs (
      tenant_id uuid NOT NULL,
      account_id uuid NOT NULL,
      peer text NOT NULL,
      keyword text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, account_id, peer),
      FOREIGN KEY (tenant_id, account_id) REFERENCES sms_accounts (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('sms_opt_outs')}

    CREATE TABLE sms_webhook_receipts (
      tenant_id uuid NOT NULL,
      digest text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, digest)
    );
    ${rls('sms_webhook_receipts')}

    -- Across tenants (ids only), as the schema's owner: the due sends, and the workspace a
    -- provider callback's account belongs to (the callback names the account, not the tenant).
    CREATE FUNCTION open_sms() RETURNS TABLE (tenant_id uuid, id uuid, account_id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id, account_id FROM sms_messages
         WHERE status IN ('queued', 'sending') AND (send_after IS NULL OR send_after <= now())
         ORDER BY created_at LIMIT 5000 $$;
    CREATE FUNCTION sms_account_tenant(uuid) RETURNS uuid
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id FROM sms_accounts WHERE id = $1 $$;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION sms_account_tenant(uuid); DROP FUNCTION open_sms();
    DROP TABLE sms_webhook_receipts; DROP TABLE sms_opt_outs; DROP TABLE sms_messages; DROP TABLE sms_accounts;`.execute(
    db,
  );
}
