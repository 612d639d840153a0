import { type Kysely, sql } from 'kysely';

/**
 * AI credit spends that carry their caller's intent id: a spend repeated under the same id (a
 * retry after a lost reply) finds its row and is not charged again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ai_credit_charges (
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      charge_id uuid NOT NULL,
      credits integer NOT NULL CHECK (credits > 0),
      month date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, charge_id)
    );
    ALTER TABLE ai_credit_charges ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ai_credit_charges FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ai_credit_charges
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ai_credit_charges`.execute(db);
}
