import type { Logger } from './logger';
import type { Shutdown } from './shutdown';

/** One account (a mailbox, a calendar) of a tenant that is due for a sync. */
export interface DueSync {
  tenantId: string;
  id: string;
}

/**
 * Syncs a tenant's accounts with remote servers, `concurrency` at a time on this instance: each
 * `everyMs`, and whenever a sync ends, free slots take the next `due` accounts, never waiting for
 * the slowest, so a server slow to answer holds up its own account only. An account is never
 * synced twice at once here; `syncNow` during its sync runs one more after it (what changed
 * meanwhile is read too), and asks made during that wait share it. Stopping the service aborts
 * `signal` and waits for the syncs in progress. Which instance syncs an account (a lease) and
 * when it is due again are the caller's, in `sync` and `due`.
 */
export function startSyncSlots(options: {
  name: string;
  everyMs: number;
  concurrency: number;
  shutdown: Shutdown;
  log: Logger;
  due: () => Promise<DueSync[]>;
  sync: (tenantId: string, id: string, signal: AbortSignal) => Promise<void>;
}) {
  const stopping = new AbortController();
  const running = new Map<string, Promise<void>>();
  const again = new Map<string, Promise<void>>();

  function syncOne(tenantId: string, id: string): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    const current = running.get(id);
    if (current) {
      let next = again.get(id);
      if (!next) {
        next = current
          .catch(() => undefined)
          .then(() => {
            again.delete(id);
            return syncOne(tenantId, id);
          });
        again.set(id, next);
      }
      return next;
    }
    const sync = options.sync(tenantId, id, stopping.signal).finally(() => running.delete(id));
    running.set(id, sync);
    return sync;
  }

  let looking: Promise<void> | null = null;
  const fill = () => {
    if (stopping.signal.aborted) return;
    looking ??= (async () => {
      const free = options.concurrency - running.size;
      if (free <= 0) return;
      const due = (await options.due()).filter((d) => !running.has(d.id)).slice(0, free);
      for (const { tenantId, id } of due) {
        // A sync that ended frees its slot for the next due account at once; one that failed
        // outside the caller's own handling (the database refused) waits for the next tick rather than spin.
        syncOne(tenantId, id).then(fill, (error: unknown) =>
          options.log.warn({ err: error, id }, `${options.name}: a sync was not recorded; retrying`),
        );
      }
    })()
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name}: due accounts not read; retrying`))
      .finally(() => {
        looking = null;
      });
  };
  const timer = setInterval(fill, options.everyMs);
  fill();
  options.shutdown.add(options.name, async () => {
    stopping.abort();
    clearInterval(timer);
    await looking;
    await Promise.allSettled([...running.values(), ...again.values()]);
  });

  return {
    /** Syncs the account now (after its sync in progress, if any), whatever its interval. */
    syncNow: syncOne,
  };
}
