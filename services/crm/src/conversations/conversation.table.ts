import type { Generated } from 'kysely';

export interface ConversationsTable {
  tenant_id: string;
  contact_id: string;
  assignee_id: string | null;
  status: Generated<'open' | 'closed'>;
  unread: Generated<boolean>;
  last_activity_id: string;
  last_at: Date;
  last_channel: 'email' | 'sms' | 'call';
  last_direction: 'inbound' | 'outbound';
  last_subject: string | null;
  last_preview: string | null;
  updated_at: Generated<Date>;
}

/** The communication hub's tables in the crm schema; db/schema.ts combines every domain's. */
export interface ConversationTables {
  conversations: ConversationsTable;
}
