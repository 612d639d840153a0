import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Calendar sync (issue 30): a user's calendar on a CalDAV server (password sealed), the busy
 * times read from it (each remote occurrence once; recurring events expanded), and the CRM
 * appointments written to it with the ETag and version last written (idempotent by UID).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE calendar_connections (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      server_url text NOT NULL,
      calendar_url text NOT NULL,
      calendar_name text NOT NULL,
      username text NOT NULL,
      secret_sealed text NOT NULL,
      status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'failing')),
      last_error text,
      ctag text,
      last_synced_at timestamptz,
      sync_lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, owner_id)
    );
    ${rls('calendar_connections')}

    CREATE TABLE calendar_busy (
      tenant_id uuid NOT NULL,
      connection_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      uid text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at >= starts_at),
      title text,
      PRIMARY KEY (tenant_id, connection_id, uid, starts_at),
      FOREIGN KEY (tenant_id, connection_id) REFERENCES calendar_connections (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX calendar_busy_owner_idx ON calendar_busy (tenant_id, owner_id, starts_at);
    ${rls('calendar_busy')}

    CREATE TABLE calendar_written (
      tenant_id uuid NOT NULL,
      connection_id uuid NOT NULL,
      appointment_id uuid NOT NULL,
      href text NOT NULL,
      etag text,
      version integer NOT NULL,
      written_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, connection_id, appointment_id),
      FOREIGN KEY (tenant_id, connection_id) REFERENCES calendar_connections (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('calendar_written')}

    -- The sync loop looks across tenants for calendars due (ids only); the service role cannot.
    CREATE FUNCTION due_calendars(interval) RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = crm, pg_temp AS
      $$ SELECT tenant_id, id FROM calendar_connections
         WHERE (last_synced_at IS NULL OR last_synced_at < now() - $1)
           AND (sync_lease_until IS NULL OR sync_lease_until < now()) $$;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION due_calendars(interval); DROP TABLE calendar_written; DROP TABLE calendar_busy; DROP TABLE calendar_connections;`.execute(
    db,
  );
}
