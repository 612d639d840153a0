import { type Kysely, sql } from 'kysely';

/**
 * Payments through the provider: each webhook event is applied once (its id is kept), and each
 * checkout session pays an invoice at most once, however often its events arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE payment_events (
      tenant_id uuid NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, event_id)
    );
    ALTER TABLE payment_events ENABLE ROW LEVEL SECURITY;
    ALTER TABLE payment_events FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON payment_events
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    ALTER TABLE invoice_payments ADD COLUMN provider_ref text;
    CREATE UNIQUE INDEX invoice_payments_provider_idx ON invoice_payments (tenant_id, provider_ref)
      WHERE provider_ref IS NOT NULL;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX invoice_payments_provider_idx; ALTER TABLE invoice_payments DROP COLUMN provider_ref; DROP TABLE payment_events`.execute(
    db,
  );
}
