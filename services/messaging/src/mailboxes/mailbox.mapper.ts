import type { Mailbox, MailSecurity } from '@smartcrm/contracts';
import type { MailboxRow } from './mailbox.repository';

export const toMailbox = (row: MailboxRow): Mailbox => ({
  id: row.id,
  ownerId: row.owner_id,
  address: row.address,
  displayName: row.display_name,
  imap: { host: row.imap_host, port: row.imap_port, security: row.imap_security as MailSecurity },
  smtp: { host: row.smtp_host, port: row.smtp_port, security: row.smtp_security as MailSecurity },
  auth: { kind: row.auth_kind, username: row.username },
  backfillDays: row.backfill_days,
  privacy: row.privacy,
  status: row.status,
  lastError: row.last_error,
  lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});
