import { type Kysely, sql } from 'kysely';

/** A tenant's pipelines are told apart by name in the switcher, so no two share one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX pipelines_name_key ON pipelines (tenant_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX pipelines_name_key`.execute(db);
}
