import { type Kysely, sql } from 'kysely';

/** AI credits spent per tenant and calendar month (UTC): the AI service spends them over RPC. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ai_credit_usage (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      month date NOT NULL,
      used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, month)
    );
    ALTER TABLE ai_credit_usage ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ai_credit_usage FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ai_credit_usage
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ai_credit_usage`.execute(db);
}
