import { type Kysely, sql } from 'kysely';

/**
 * The running totals have no primary key: a unique constraint that admits a NULL owner (NULLS NOT
 * DISTINCT) or, for the pending deltas, no key at all. Citus moves a shard online by logical
 * replication, which finds an updated or deleted row by its key, or by the whole row when the
 * table says so; without that, a rebalance refuses these tables.
 */
const keyless = [
  'contact_owner_totals',
  'deal_stage_totals_folded',
  'deal_stage_totals_pending',
  'deal_day_totals_folded',
  'deal_day_totals_pending',
  'lost_reach_totals_folded',
  'lost_reach_totals_pending',
  'stage_span_totals_folded',
  'stage_span_totals_pending',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(keyless.map((t) => `ALTER TABLE ${t} REPLICA IDENTITY FULL;`).join('\n')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(keyless.map((t) => `ALTER TABLE ${t} REPLICA IDENTITY DEFAULT;`).join('\n')).execute(db);
}
