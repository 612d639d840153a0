import type { EventEnvelope, EventType } from '@smartcrm/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from '../logger';
import { buildEvent, type PendingEvent } from '../nats/events';
import { clearOutbox, writeOutbox } from './outbox';

export type Emit = <T extends EventType>(event: PendingEvent<T>) => void;
export type Work<DB, T> = (trx: Transaction<DB>, emit: Emit) => Promise<T>;

/**
 * Transactions with events: what `emit` collects is written to the outbox inside the
 * transaction and published after commit.
 */
export function createUnitOfWork<DB>(db: Kysely<DB>, publish: (event: EventEnvelope) => Promise<void>, log: Logger) {
  async function run<T>(tenantId: string | null, work: Work<DB, T>): Promise<T> {
    const events: EventEnvelope[] = [];
    const emit: Emit = (pending) => events.push(buildEvent(pending));
    const result = await db.transaction().execute(async (trx) => {
      // Row-level security reads this setting; `true` scopes it to this transaction.
      if (tenantId) await sql`SELECT set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
      const value = await work(trx, emit);
      await writeOutbox(trx as unknown as Transaction<unknown>, events);
      return value;
    });
    if (events.length) void publishAfterCommit(events);
    return result;
  }

  async function publishAfterCommit(events: EventEnvelope[]) {
    try {
      for (const event of events) await publish(event);
      await clearOutbox(
        db as unknown as Kysely<unknown>,
        events.map((e) => e.id),
      );
    } catch (error) {
      log.warn({ err: error }, 'publish after commit failed; the outbox sweeper will retry');
    }
  }

  return {
    /** A transaction in which row-level security sees only `tenantId`'s rows. */
    withTenant: <T>(tenantId: string, work: Work<DB, T>) => run(tenantId, work),
    /** A transaction on platform-wide tables that have no tenant (e.g. the tenant registry). */
    withPlatform: <T>(work: Work<DB, T>) => run(null, work),
  };
}
export type UnitOfWork<DB> = ReturnType<typeof createUnitOfWork<DB>>;
