import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/**
 * Every model call, metered per tenant (what AI Performance sums), and a tenant's own model
 * provider (base URL, encrypted key, a model per urgency) overriding the platform's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE model_calls (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      created_at timestamptz NOT NULL DEFAULT now(),
      task text NOT NULL,
      provider text NOT NULL CHECK (provider IN ('openai', 'builtin')),
      model text NOT NULL,
      -- A bulk batch is metered as one call covering many contacts.
      items integer NOT NULL DEFAULT 1,
      input_tokens integer NOT NULL DEFAULT 0,
      output_tokens integer NOT NULL DEFAULT 0,
      cost_usd numeric(14, 6) NOT NULL DEFAULT 0,
      latency_ms integer NOT NULL DEFAULT 0,
      success boolean NOT NULL,
      error text,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX model_calls_time_idx ON model_calls (tenant_id, created_at);
    ${rls('model_calls')}

    CREATE TABLE provider_settings (
      tenant_id uuid PRIMARY KEY,
      base_url text,
      api_key_encrypted text,
      model_low text,
      model_medium text,
      model_high text,
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ${rls('provider_settings')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE provider_settings; DROP TABLE model_calls;`.execute(db);
}
