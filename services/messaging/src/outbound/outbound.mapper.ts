import type { OutboundMessage } from '@smartcrm/contracts';
import type { OutboundRow } from './outbound.repository';

export const toOutbound = (row: OutboundRow): OutboundMessage => ({
  id: row.id,
  intentId: row.intent_id,
  mailboxId: row.mailbox_id,
  messageId: row.rfc_message_id,
  subject: row.subject,
  to: row.recipients,
  status: row.status,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  sendAt: row.send_at?.toISOString() ?? null,
  sentAt: row.sent_at?.toISOString() ?? null,
  opens: row.opens,
  clicks: row.clicks,
});
