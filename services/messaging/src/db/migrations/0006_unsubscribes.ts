import { type Kysely, sql } from 'kysely';

/**
 * Addresses that get no sequence mail again (unsubscribed, or bounced), the workspace address a
 * sequence's unsubscribe links point to, and the List-Unsubscribe link a queued send carries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE suppressions (
      tenant_id uuid NOT NULL,
      address text NOT NULL,
      reason text NOT NULL CHECK (reason IN ('unsubscribed', 'bounced')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, address)
    );
    ALTER TABLE suppressions ENABLE ROW LEVEL SECURITY;
    ALTER TABLE suppressions FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON suppressions
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    ALTER TABLE sequences ADD COLUMN link_base text NOT NULL DEFAULT '';
    ALTER TABLE outbound_messages ADD COLUMN list_unsubscribe text;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbound_messages DROP COLUMN list_unsubscribe;
    ALTER TABLE sequences DROP COLUMN link_base;
    DROP TABLE suppressions;`.execute(db);
}
