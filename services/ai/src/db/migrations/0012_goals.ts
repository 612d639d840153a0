import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/** AI goals: a target for a metric over a period; progress is measured from crm on every read. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE goals (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      title text NOT NULL,
      metric text NOT NULL,
      target bigint NOT NULL CHECK (target > 0),
      period text NOT NULL,
      scope text NOT NULL CHECK (scope IN ('me', 'team')),
      starts_on date NOT NULL,
      ends_on date NOT NULL CHECK (ends_on >= starts_on),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX goals_owner_idx ON goals (tenant_id, owner_id, ends_on DESC);
    ${rls('goals')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE goals`.execute(db);
}
