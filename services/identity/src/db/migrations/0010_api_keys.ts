import { type Kysely, sql } from 'kysely';

/** API keys of a workspace (the embeddable dashboard reads with one); only the secret's hash is kept. Frozen in time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_keys (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      prefix text NOT NULL,
      secret_hash bytea NOT NULL,
      scopes text[] NOT NULL,
      created_by uuid,
      created_by_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX api_keys_secret_idx ON api_keys (tenant_id, secret_hash);
    ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
    ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON api_keys
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE api_keys`.execute(db);
}
