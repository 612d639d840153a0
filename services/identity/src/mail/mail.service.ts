import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import { insertMail } from './mail.repository';
import type { MailContent } from './mail-templates';

/**
 * Puts a mail in the outbox in the caller's transaction and announces it; the mail worker sends
 * it after commit. A rolled-back change sends nothing, and a crash after commit loses nothing.
 */
export async function queueMail(
  trx: Kysely<IdentityDb>,
  emit: Emit,
  tenantId: string,
  to: string,
  content: MailContent,
  /** A mail sent once per fact (an event) and recipient has a stable id: queued again, it is not sent again. */
  id?: string,
): Promise<void> {
  const kept = await insertMail(trx, {
    ...(id ? { id } : {}),
    tenant_id: tenantId,
    recipient: to,
    subject: content.subject,
    text_body: content.text,
    html_body: content.html,
    attachments: JSON.stringify(content.attachments ?? []),
  });
  if (kept) emit({ type: 'identity.mail.queued', tenantId, data: { mailId: kept.id } });
}
