import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/** The delivery worker claims due deliveries of every tenant in one platform transaction. */
const platformToo = (table: string) => `
  CREATE POLICY platform_worker ON ${table}
    USING (current_setting('app.platform', true) = 'operator')
    WITH CHECK (current_setting('app.platform', true) = 'operator');`;

// Outgoing webhooks: endpoints, one delivery per (endpoint, event), and each attempt's answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE webhook_endpoints (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      events text[] NOT NULL,
      secret_sealed text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      consecutive_failures integer NOT NULL DEFAULT 0,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX webhook_endpoints_events_idx ON webhook_endpoints USING gin (events) WHERE enabled;
    ${rls('webhook_endpoints')}
    ${platformToo('webhook_endpoints')}

    CREATE TABLE webhook_deliveries (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      endpoint_id uuid NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      -- The event's place in its service's stream: a record's deliveries leave in this order.
      event_seq bigint NOT NULL,
      record_key text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'sending', 'retrying', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz DEFAULT now(),
      claimed_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      delivered_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, endpoint_id, event_id),
      FOREIGN KEY (tenant_id, endpoint_id) REFERENCES webhook_endpoints (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
      WHERE status IN ('pending', 'retrying');
    CREATE INDEX webhook_deliveries_sending_idx ON webhook_deliveries (claimed_until) WHERE status = 'sending';
    CREATE INDEX webhook_deliveries_record_idx ON webhook_deliveries (tenant_id, endpoint_id, record_key, event_seq)
      WHERE status NOT IN ('delivered', 'failed');
    CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (tenant_id, endpoint_id, created_at DESC);
    ${rls('webhook_deliveries')}
    ${platformToo('webhook_deliveries')}

    CREATE TABLE webhook_attempts (
      tenant_id uuid NOT NULL,
      delivery_id uuid NOT NULL,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      response_status integer,
      response_body text,
      error text,
      duration_ms integer,
      PRIMARY KEY (tenant_id, delivery_id, attempt),
      FOREIGN KEY (tenant_id, delivery_id) REFERENCES webhook_deliveries (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('webhook_attempts')}
    ${platformToo('webhook_attempts')}
  `)
    .execute(db);
}
