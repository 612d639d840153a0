import { AppError } from '@smartcrm/contracts';
import type { Shutdown } from '@smartcrm/kit';
import { accessError } from '../mailboxes/mail-connection';
import { findMailbox, recordSyncOutcome } from '../mailboxes/mailbox.repository';
import type { MessagingRuntime } from '../runtime';
import { claimSync, dueMailboxes, releaseSync, renewSync } from './folder-cursor.repository';
import { syncMailbox } from './mailbox-sync';

/**
 * Syncs every mailbox each MAIL_SYNC_INTERVAL_MS, MAIL_SYNC_CONCURRENCY at a time on this
 * instance, so a server that is slow to answer holds up its own mailbox only; one failing again
 * and again is tried less often (due_mailboxes backs off). A mailbox is synced by one instance at
 * a time (a lease in its row, renewed while the sync runs, so a stopped instance's mailbox is
 * taken over after MAIL_SYNC_LEASE_MS, not after the longest sync). `syncNow` syncs one at once.
 */
export function startSyncLoop(rt: MessagingRuntime, shutdown: Shutdown) {
  const stopping = new AbortController();
  async function syncLeased(tenantId: string, id: string) {
    const leaseMs = rt.config.MAIL_SYNC_LEASE_MS;
    const mailbox = await rt.uow.withTenant(tenantId, (trx) => claimSync(trx, id, leaseMs));
    if (!mailbox) return;
    const renewal = setInterval(() => {
      rt.uow
        .withTenant(tenantId, (trx) => renewSync(trx, id, leaseMs))
        .catch((e: unknown) => {
          rt.log.warn({ err: e, mailboxId: id }, 'could not renew the sync lease');
        });
    }, leaseMs / 3);
    let error: string | null = null;
    try {
      const recorded = await syncMailbox(rt, mailbox, stopping.signal);
      if (recorded) rt.log.info({ mailboxId: id, recorded }, 'mailbox synced');
    } catch (e) {
      if (stopping.signal.aborted) {
        await rt.uow.withTenant(tenantId, (trx) => releaseSync(trx, id));
        return;
      }
      error = (e instanceof AppError ? e : accessError('imap', e)).message;
      rt.log.warn(
        { err: e, mailboxId: id, failuresInARow: mailbox.sync_failures + 1 },
        'mailbox sync failed; tried again after a longer wait each time',
      );
    } finally {
      clearInterval(renewal);
    }
    await rt.uow.withTenant(tenantId, (trx) => recordSyncOutcome(trx, id, error));
  }

  // This instance's sync of each mailbox, and the one asked for while it runs (new mail may have
  // come after it read the folder): never two of one mailbox at once, never a request lost.
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
    const sync = syncLeased(tenantId, id).finally(() => running.delete(id));
    running.set(id, sync);
    return sync;
  }

  // Fills this instance's MAIL_SYNC_CONCURRENCY slots with due mailboxes each tick and whenever
  // a sync ends, never waiting for the slowest: a server slow to answer holds its own slot only.
  let looking: Promise<void> | null = null;
  const fill = () => {
    if (stopping.signal.aborted) return;
    looking ??= (async () => {
      const free = rt.config.MAIL_SYNC_CONCURRENCY - running.size;
      if (free <= 0) return;
      const due = await dueMailboxes(rt.db, rt.config.MAIL_SYNC_INTERVAL_MS);
      for (const { tenant_id: tenantId, id } of due.filter((m) => !running.has(m.id)).slice(0, free)) {
        // A recorded sync frees its slot for the next due mailbox at once; one that could not be
        // recorded (the database refused) waits for the next tick rather than spin.
        syncOne(tenantId, id).then(fill, (error: unknown) =>
          rt.log.warn({ err: error, mailboxId: id }, 'mailbox sync not recorded; retrying'),
        );
      }
    })()
      .catch((error: unknown) => rt.log.warn({ err: error }, 'due mailboxes not read; retrying'))
      .finally(() => {
        looking = null;
      });
  };
  const timer = setInterval(fill, Math.min(rt.config.MAIL_SYNC_INTERVAL_MS, 5000));
  fill();
  shutdown.add('sync loop', async () => {
    stopping.abort();
    clearInterval(timer);
    await looking;
    await Promise.allSettled([...running.values(), ...again.values()]);
  });

  return {
    /** Syncs the mailbox now (after its sync in progress, if any), whatever its interval. */
    async syncNow(tenantId: string, id: string) {
      const exists = await rt.uow.read(tenantId, (db) => findMailbox(db, id));
      if (exists) await syncOne(tenantId, id);
    },
  };
}
