import type { EventEnvelope } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { Logger } from '../logger';

/**
 * An outbox made before it was keyed by tenant gets the column, filled from each event, and the
 * new key; looked up first, so a start finding it done takes no lock on the table.
 */
const keyByTenantSql = (schema: string) => `
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = '${schema}.event_outbox'::regclass
                   AND attname = 'tenant_id' AND NOT attisdropped) THEN
      ALTER TABLE ${schema}.event_outbox ADD COLUMN tenant_id uuid;
      UPDATE ${schema}.event_outbox SET tenant_id = (event->>'tenantId')::uuid;
      ALTER TABLE ${schema}.event_outbox ALTER COLUMN tenant_id SET NOT NULL,
        DROP CONSTRAINT event_outbox_pkey, ADD PRIMARY KEY (tenant_id, id);
    END IF;
  END $$`;

/**
 * The transactional outbox: events are written in the same transaction as the change they
 * describe and published after it commits, so a crash between the two loses nothing (the
 * sweeper publishes what is left; JetStream drops the duplicates by event id). Keyed by the
 * event's tenant like every tenant-scoped table, so Citus keeps a tenant's outbox rows on the node
 * that holds the rest of the transaction's rows.
 */
export const outboxTableSql = (schema: string) => `
  CREATE TABLE IF NOT EXISTS ${schema}.event_outbox (
    tenant_id uuid NOT NULL,
    id uuid NOT NULL,
    event jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, id)
  );
  ${keyByTenantSql(schema)}`;

/** `json[i]` is `events[i]` serialised: the caller publishes the same text after commit. */
export async function writeOutbox(trx: Kysely<unknown>, events: EventEnvelope[], json: string[]): Promise<void> {
  if (events.length === 0) return;
  const values = events.map((e, i) => sql`(${e.tenantId}, ${e.id}, ${json[i]}::jsonb)`);
  await sql`INSERT INTO event_outbox (tenant_id, id, event) VALUES ${sql.join(values)}`.execute(trx);
}

export async function clearOutbox(db: Kysely<unknown>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`DELETE FROM event_outbox WHERE id = ANY(${ids}::uuid[])`.execute(db);
}

/** Publishes events whose after-commit publish did not happen (a crash, NATS down). */
export function startOutboxSweeper(
  db: Kysely<unknown>,
  publish: (event: EventEnvelope) => Promise<void>,
  log: Logger,
  everyMs = 5000,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { rows } = await sql<{ id: string; event: EventEnvelope }>`
        SELECT id, event FROM event_outbox WHERE created_at < now() - interval '5 seconds'
        ORDER BY created_at LIMIT 500`.execute(db);
      for (const row of rows) {
        await publish(row.event);
        await clearOutbox(db, [row.id]);
      }
      if (rows.length) log.info({ count: rows.length }, 'published events left in the outbox');
    } catch (error) {
      log.warn({ err: error }, 'outbox sweep failed; will retry');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
