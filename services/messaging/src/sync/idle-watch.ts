import type { Shutdown } from '@smartcrm/kit';
import type { ImapFlow } from 'imapflow';
import { sql } from 'kysely';
import { accessOf } from '../mailboxes/mailbox-access';
import { findMailbox } from '../mailboxes/mailbox.repository';
import { openImap } from '../mailboxes/mail-connection';
import type { MessagingRuntime } from '../runtime';

type SyncNow = (tenantId: string, id: string) => Promise<void>;

/**
 * Keeps an IMAP IDLE connection on the INBOX of each connected mailbox this instance claims (up to
 * MAIL_WATCH_MAX), so new mail is synced as it arrives instead of at the next interval. Claims are
 * leases renewed every MAIL_WATCH_RENEW_MS; a stopped instance's lapse and another instance takes
 * its mailboxes. A dropped connection is opened again at the next renewal.
 */
export function startIdleWatches(rt: MessagingRuntime, syncNow: SyncNow, shutdown: Shutdown) {
  const owner = crypto.randomUUID();
  const watching = new Map<string, ImapFlow>();
  // Mailboxes whose connection is being opened: a server slow to greet holds up no other watch.
  const opening = new Set<string>();
  const renewMs = rt.config.MAIL_WATCH_RENEW_MS;
  let stopped = false;

  const watch = async (tenantId: string, id: string) => {
    const mailbox = await rt.uow.read(tenantId, (db) => findMailbox(db, id));
    if (!mailbox || stopped) return;
    // The connection runs no other command: it idles as soon as the INBOX is open.
    const imap = openImap(accessOf(mailbox, rt.box), rt.connect, { idleAfterMs: 100 });
    watching.set(id, imap);
    imap.on('close', () => {
      if (watching.get(id) === imap) watching.delete(id);
    });
    // EXISTS while idling: mail arrived. Syncs of one mailbox never overlap (syncNow waits its turn).
    imap.on('exists', () => {
      syncNow(tenantId, id).catch((error) => rt.log.warn({ err: error, mailboxId: id }, 'sync on new mail failed'));
    });
    try {
      await rt.connect.checkServers(accessOf(mailbox, rt.box));
      await imap.connect();
      await imap.mailboxOpen('INBOX', { readOnly: true });
    } catch (error) {
      rt.log.debug({ err: error, mailboxId: id }, 'mailbox watch could not open; the sync loop reports why');
      watching.delete(id);
      imap.close();
    }
  };

  const renew = async () => {
    try {
      const { rows } = await sql<{ tenant_id: string; id: string }>`
        SELECT * FROM claim_watches(${owner}, make_interval(secs => ${(renewMs * 3) / 1000}), ${rt.config.MAIL_WATCH_MAX})`.execute(
        rt.db,
      );
      const claimed = new Set(rows.map((r) => r.id));
      for (const [id, imap] of watching) {
        if (!claimed.has(id)) {
          watching.delete(id);
          imap.close();
        }
      }
      for (const { tenant_id: tenantId, id } of rows) {
        if (watching.has(id) || opening.has(id)) continue;
        opening.add(id);
        void watch(tenantId, id)
          .catch((error: unknown) => rt.log.warn({ err: error, mailboxId: id }, 'mailbox watch failed'))
          .finally(() => opening.delete(id));
      }
    } catch (error) {
      rt.log.warn({ err: error }, 'mailbox watches not renewed; retrying');
    }
  };

  let renewing: Promise<void> | null = null;
  const tick = () => {
    if (stopped) return;
    renewing ??= renew().finally(() => {
      renewing = null;
    });
  };
  const timer = setInterval(tick, renewMs);
  tick();
  shutdown.add('mailbox watches', async () => {
    stopped = true;
    clearInterval(timer);
    await renewing;
    for (const imap of watching.values()) imap.close();
    watching.clear();
    await sql`SELECT release_watches(${owner})`.execute(rt.db);
  });
}
