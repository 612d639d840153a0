import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Commissions (issue 28): one plan per rep, and the statements once approved. A draft is
 * computed from the won deals at each read; approving keeps its lines and figures as they were
 * shown, so an approved statement never changes when deals do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE commission_plans (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      currency text NOT NULL,
      rate_percent numeric(6,3) NOT NULL,
      quota bigint,
      tiers jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id)
    );
    ${rls('commission_plans')}

    CREATE TABLE commission_statements (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      period_from date NOT NULL,
      period_to date NOT NULL,
      currency text NOT NULL,
      quota bigint,
      attainment numeric(8,1),
      rate_percent numeric(6,3) NOT NULL,
      lines jsonb NOT NULL,
      won bigint NOT NULL,
      commission bigint NOT NULL,
      approved_at timestamptz NOT NULL DEFAULT now(),
      approved_by uuid,
      PRIMARY KEY (tenant_id, user_id, period_from)
    );
    ${rls('commission_statements')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE commission_statements; DROP TABLE commission_plans`.execute(db);
}
