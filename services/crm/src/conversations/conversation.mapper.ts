import type { Conversation } from '@smartcrm/contracts';
import type { ConversationRow } from './conversation.repository';

export const toConversation = (row: ConversationRow): Conversation => ({
  contactId: row.contact_id,
  contactName: row.name,
  contactEmail: row.email || null,
  contactPhone: row.phone,
  assigneeId: row.assignee_id,
  status: row.status,
  unread: row.unread,
  lastAt: row.last_at.toISOString(),
  lastChannel: row.last_channel,
  lastDirection: row.last_direction,
  lastSubject: row.last_subject,
  lastPreview: row.last_preview,
});
