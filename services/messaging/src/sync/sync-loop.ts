import { AppError } from '@smartcrm/contracts';
import { type Shutdown, startSyncSlots } from '@smartcrm/kit';
import { accessError } from '../mailboxes/mail-connection';
import { recordSyncOutcome } from '../mailboxes/mailbox.repository';
import type { MessagingRuntime } from '../runtime';
import { claimSync, dueMailboxes, releaseSync, renewSync } from './folder-cursor.repository';
import { syncMailbox } from './mailbox-sync';

/**
 * Syncs every mailbox each MAIL_SYNC_INTERVAL_MS, MAIL_SYNC_CONCURRENCY at a time on this
 * instance (kit's sync slots: a server slow to answer holds up its own mailbox only); one failing
 * again and again is tried less often (due_mailboxes backs off). A mailbox is synced by one
 * instance at a time (a lease in its row, renewed while the sync runs, so a stopped instance's
 * mailbox is taken over after MAIL_SYNC_LEASE_MS, not after the longest sync).
 */
export function startSyncLoop(rt: MessagingRuntime, shutdown: Shutdown) {
  async function syncLeased(tenantId: string, id: string, stopping: AbortSignal) {
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
      const recorded = await syncMailbox(rt, mailbox, stopping);
      if (recorded) rt.log.info({ mailboxId: id, recorded }, 'mailbox synced');
    } catch (e) {
      if (stopping.aborted) {
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

  const slots = startSyncSlots({
    name: 'mailbox sync',
    everyMs: Math.min(rt.config.MAIL_SYNC_INTERVAL_MS, 5000),
    concurrency: rt.config.MAIL_SYNC_CONCURRENCY,
    shutdown,
    log: rt.log,
    due: async () =>
      (await dueMailboxes(rt.db, rt.config.MAIL_SYNC_INTERVAL_MS)).map((m) => ({ tenantId: m.tenant_id, id: m.id })),
    sync: syncLeased,
  });

  // A mailbox gone by the time its sync starts is not claimed: syncNow needs no look first.
  return { syncNow: slots.syncNow };
}
