import type { MailSecurity } from '@smartcrm/contracts';
import type { createSecretBox } from '@smartcrm/kit';
import type { MailAccess } from './mail-connection';
import type { MailboxRow } from './mailbox.repository';

/** A kept mailbox's servers with its secret opened, for the moment a connection needs it. */
export const accessOf = (row: MailboxRow, box: ReturnType<typeof createSecretBox>): MailAccess => ({
  address: row.address,
  username: row.username,
  password: box.open(row.secret_sealed),
  imap: { host: row.imap_host, port: row.imap_port, security: row.imap_security as MailSecurity },
  smtp: { host: row.smtp_host, port: row.smtp_port, security: row.smtp_security as MailSecurity },
});
