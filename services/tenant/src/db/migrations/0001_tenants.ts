import { type Kysely, sql } from 'kysely';

// The tenant registry is platform-wide: each row is a tenant, so it has no tenant_id and no RLS.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
      plan text NOT NULL CHECK (plan IN ('starter', 'professional', 'enterprise')),
      company_name text NOT NULL,
      primary_color text NOT NULL,
      secondary_color text NOT NULL,
      logo_url text,
      features jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tenants`.execute(db);
}
