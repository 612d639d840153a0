import type { EventEnvelope, EventType } from '@smartcrm/contracts';
import { AppError } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { Logger } from '../logger';
import { buildEvent, type PendingEvent } from '../nats/events';
import { clearOutbox, writeOutbox } from './outbox';
import { withTenantConnection } from './tenant-pin';

export type Emit = <T extends EventType>(event: PendingEvent<T>) => void;
export type Work<DB, T> = (trx: Kysely<DB>, emit: Emit) => Promise<T>;

const platformBegin = "BEGIN; SELECT set_config('app.platform', 'operator', true)";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Transactions with events: what `emit` collects is written to the outbox inside the
 * transaction and published after commit.
 */
export function createUnitOfWork<DB>(
  db: Kysely<DB>,
  publish: (event: EventEnvelope, json: string) => Promise<void>,
  log: Logger,
) {
  const commitListeners: ((tenantIds: Set<string>) => void)[] = [];
  // Published events leave the outbox together: one DELETE for those published within a few
  // milliseconds of each other, not a round trip after every transaction. Ids not yet deleted
  // when the process stops are published again by a sweeper and dropped as duplicates.
  let published: string[] = [];
  let scheduled = false;
  let closed = false;
  const clearPublished = async () => {
    const batch = published;
    published = [];
    scheduled = false;
    if (batch.length === 0) return;
    await clearOutbox(db as unknown as Kysely<unknown>, batch).catch((error: unknown) =>
      log.warn({ err: error }, 'clearing the outbox failed; the sweeper will publish those again'),
    );
  };
  const forget = (ids: string[]) => {
    published.push(...ids);
    if (scheduled || closed) return;
    scheduled = true;
    setTimeout(() => void clearPublished(), 5);
  };

  async function run<T>(tenantId: string | null, work: Work<DB, T>): Promise<T> {
    const events: EventEnvelope[] = [];
    // Serialised once: the outbox row and the published message are the same text.
    let json: string[] = [];
    const emit: Emit = (pending) => events.push(buildEvent(pending));
    if (tenantId !== null && !uuidPattern.test(tenantId)) throw new AppError('bad_input', 'Malformed tenant id');
    const result = await withTenantConnection(tenantId ?? '', () =>
      db.connection().execute(async (trx) => {
        // A platform transaction says so, for itself alone: platform tables' policies admit
        // every tenant's rows only then, never to work that merely has no tenant set.
        await sql.raw(tenantId === null ? platformBegin : 'BEGIN').execute(trx);
        try {
          const value = await work(trx, emit);
          json = events.map((event) => JSON.stringify(event));
          await writeOutbox(trx as unknown as Kysely<unknown>, events, json);
          await sql.raw('COMMIT').execute(trx);
          return value;
        } catch (error) {
          await sql
            .raw('ROLLBACK')
            .execute(trx)
            .catch(() => undefined);
          throw error;
        }
      }),
    );
    if (events.length) {
      const tenantIds = new Set(events.map((event) => event.tenantId));
      for (const listener of commitListeners) listener(tenantIds);
      void publishAfterCommit(events, json);
    }
    return result;
  }

  async function publishAfterCommit(events: EventEnvelope[], json: string[]) {
    try {
      for (const [i, event] of events.entries()) await publish(event, json[i] as string);
      forget(events.map((e) => e.id));
    } catch (error) {
      log.warn({ err: error }, 'publish after commit failed; the outbox sweeper will retry');
    }
  }

  const outsideTransaction = <T>(tenantId: string, work: (db: Kysely<DB>) => Promise<T>): Promise<T> => {
    if (!uuidPattern.test(tenantId)) throw new AppError('bad_input', 'Malformed tenant id');
    return withTenantConnection(tenantId, () => work(db));
  };

  return {
    /** A transaction in which row-level security sees only `tenantId`'s rows. */
    withTenant: <T>(tenantId: string, work: Work<DB, T>) => run(tenantId, work),
    /**
     * Reads outside a transaction: one round trip per statement instead of three (BEGIN,
     * statement, COMMIT). For a single statement, or several that need no common snapshot.
     */
    read: outsideTransaction,
    /**
     * One statement outside a transaction (a single statement is atomic by itself): a write that
     * needs nothing else in its transaction costs one round trip instead of three.
     */
    statement: outsideTransaction,
    /**
     * Told at once of each committed transaction that emitted events (the tenants they are about),
     * before they are published: this instance's caches drop what it changed before its caller hears back.
     */
    onCommit: (listener: (tenantIds: Set<string>) => void) => commitListeners.push(listener),
    /**
     * A transaction on platform-wide tables that have no tenant (e.g. the tenant registry), marked
     * `app.platform = 'operator'` for its own duration: the partner and plan-history tables admit
     * rows of every tenant to it and to nothing else.
     */
    withPlatform: <T>(work: Work<DB, T>) => run(null, work),
    /**
     * At shutdown, before the pool closes: what was published leaves the outbox now; ids published
     * after this stay there for the next start's sweeper (JetStream drops them as duplicates).
     */
    close: () => {
      closed = true;
      return clearPublished();
    },
  };
}
export type UnitOfWork<DB> = ReturnType<typeof createUnitOfWork<DB>>;
