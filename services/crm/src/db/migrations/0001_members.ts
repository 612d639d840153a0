import { type Kysely, sql } from 'kysely';

// The tenant's people as the CRM sees them (owners, assignees), kept from identity's events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE members (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      role text NOT NULL,
      joined_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, user_id)
    );
    ALTER TABLE members ENABLE ROW LEVEL SECURITY;
    ALTER TABLE members FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON members
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE members`.execute(db);
}
