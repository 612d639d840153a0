import { AppError } from '@smartcrm/contracts';
import { type Shutdown, startRounds } from '@smartcrm/kit';
import { accessError } from '../mailboxes/mail-connection';
import { findMailbox, updateMailbox } from '../mailboxes/mailbox.repository';
import type { MessagingRuntime } from '../runtime';
import { claimSync, dueMailboxes, renewSync } from './folder-cursor.repository';
import { syncMailbox } from './mailbox-sync';

/**
 * Syncs every mailbox each MAIL_SYNC_INTERVAL_MS, one at a time on this instance; a mailbox is
 * synced by one instance at a time (a lease in its row, renewed while the sync runs, so a stopped
 * instance's mailbox is taken over after MAIL_SYNC_LEASE_MS, not after the longest sync).
 * `syncNow` syncs one at once.
 */
export function startSyncLoop(rt: MessagingRuntime, shutdown: Shutdown) {
  async function syncOne(tenantId: string, id: string) {
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
      const recorded = await syncMailbox(rt, mailbox);
      if (recorded) rt.log.info({ mailboxId: id, recorded }, 'mailbox synced');
    } catch (e) {
      error = (e instanceof AppError ? e : accessError('imap', e)).message;
      rt.log.warn({ err: e, mailboxId: id }, 'mailbox sync failed; the next interval tries again');
    } finally {
      clearInterval(renewal);
    }
    await rt.uow.withTenant(tenantId, (trx) =>
      updateMailbox(trx, id, {
        last_synced_at: new Date(),
        sync_lease_until: null,
        ...(error ? { status: 'failing', last_error: error } : { status: 'connected', last_error: null }),
      }),
    );
  }

  const rounds = startRounds({
    name: 'sync loop',
    everyMs: Math.min(rt.config.MAIL_SYNC_INTERVAL_MS, 5000),
    shutdown,
    round: async (stopping) => {
      try {
        for (const { tenant_id: tenantId, id } of await dueMailboxes(rt.db, rt.config.MAIL_SYNC_INTERVAL_MS)) {
          if (stopping()) break;
          await syncOne(tenantId, id);
        }
      } catch (error) {
        rt.log.warn({ err: error }, 'sync round failed; retrying');
      }
    },
  });

  return {
    /** Syncs the mailbox now (after the round in progress), whatever its interval. */
    async syncNow(tenantId: string, id: string) {
      await rounds.settled();
      const exists = await rt.uow.read(tenantId, (db) => findMailbox(db, id));
      if (exists) await syncOne(tenantId, id);
    },
  };
}
