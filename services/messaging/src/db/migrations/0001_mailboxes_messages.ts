import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Connected mailboxes (the secret sealed), each folder's sync cursor (UIDVALIDITY + last UID), the
 * messages seen (one per mailbox and Message-ID, whichever folder or sync found it) and the outbox
 * of sends (one per intent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE mailboxes (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      address text NOT NULL,
      display_name text,
      auth_kind text NOT NULL CHECK (auth_kind IN ('password')),
      username text NOT NULL,
      secret_sealed text NOT NULL,
      imap_host text NOT NULL,
      imap_port integer NOT NULL,
      imap_security text NOT NULL,
      smtp_host text NOT NULL,
      smtp_port integer NOT NULL,
      smtp_security text NOT NULL,
      backfill_days integer NOT NULL,
      status text NOT NULL CHECK (status IN ('connected', 'failing')),
      last_error text,
      last_synced_at timestamptz,
      sync_lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, owner_id, address)
    );
    ${rls('mailboxes')}

    CREATE TABLE mailbox_folders (
      tenant_id uuid NOT NULL,
      mailbox_id uuid NOT NULL,
      path text NOT NULL,
      uid_validity bigint NOT NULL,
      last_uid bigint NOT NULL,
      PRIMARY KEY (tenant_id, mailbox_id, path),
      FOREIGN KEY (tenant_id, mailbox_id) REFERENCES mailboxes (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('mailbox_folders')}

    CREATE TABLE messages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      mailbox_id uuid NOT NULL,
      rfc_message_id text NOT NULL,
      thread_id text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
      subject text NOT NULL,
      from_address text NOT NULL,
      sent_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, mailbox_id, rfc_message_id),
      FOREIGN KEY (tenant_id, mailbox_id) REFERENCES mailboxes (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('messages')}

    CREATE TABLE outbound_messages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      intent_id uuid NOT NULL,
      mailbox_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      contact_id uuid,
      rfc_message_id text NOT NULL,
      in_reply_to text,
      "references" text,
      recipients jsonb NOT NULL,
      cc jsonb NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text_body text NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
      error text,
      attempts integer NOT NULL DEFAULT 0,
      claimed_at timestamptz,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, intent_id),
      FOREIGN KEY (tenant_id, mailbox_id) REFERENCES mailboxes (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX outbound_open_idx ON outbound_messages (tenant_id, created_at) WHERE status IN ('queued', 'sending');
    ${rls('outbound_messages')}

    -- The background work looks across tenants for what is due (ids only); the service role
    -- cannot, so these run as the schema's owner.
    CREATE FUNCTION open_sends() RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id FROM outbound_messages WHERE status IN ('queued', 'sending') ORDER BY created_at $$;
    CREATE FUNCTION due_mailboxes(interval) RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id FROM mailboxes
         WHERE (last_synced_at IS NULL OR last_synced_at < now() - $1)
           AND (sync_lease_until IS NULL OR sync_lease_until < now()) $$;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION due_mailboxes(interval); DROP FUNCTION open_sends();
    DROP TABLE outbound_messages; DROP TABLE messages; DROP TABLE mailbox_folders; DROP TABLE mailboxes;`.execute(db);
}
