import { type Kysely, sql } from 'kysely';

/** An insight's key leads with its tenant, as every other key does, so Citus can distribute it by tenant_id. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE score_insights DROP CONSTRAINT score_insights_pkey;
    ALTER TABLE score_insights ADD PRIMARY KEY (tenant_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE score_insights DROP CONSTRAINT score_insights_pkey;
    ALTER TABLE score_insights ADD PRIMARY KEY (id);
  `.execute(db);
}
