import type { EnrolmentStatus, MailPrivacy, MergeValues, Recipient, SequenceStep } from '@smartcrm/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { SmsTables } from '../sms/sms.tables';
import type { VideoTables } from '../videos/video.tables';

/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface MailboxesTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  address: string;
  display_name: string | null;
  auth_kind: 'password';
  username: string;
  secret_sealed: string;
  imap_host: string;
  imap_port: number;
  imap_security: string;
  smtp_host: string;
  smtp_port: number;
  smtp_security: string;
  backfill_days: number;
  /** 0011_mailbox_privacy: 'full' unless its owner chose otherwise. */
  privacy: Generated<MailPrivacy>;
  status: 'connected' | 'failing';
  last_error: string | null;
  last_synced_at: Date | null;
  sync_lease_until: Date | null;
  /** Failed syncs in a row: due_mailboxes waits longer after each (0010_sync_backoff). */
  sync_failures: Generated<number>;
  /** The instance holding the mailbox's IDLE connection, until when (claim_watches). */
  watch_owner: string | null;
  watch_until: Date | null;
  created_at: Generated<Date>;
}

export interface MailboxFoldersTable {
  tenant_id: string;
  mailbox_id: string;
  path: string;
  /** bigint: node-postgres hands it back as text. */
  uid_validity: string;
  last_uid: string;
}

export interface MessagesTable {
  tenant_id: string;
  id: Generated<string>;
  mailbox_id: string;
  rfc_message_id: string;
  thread_id: string;
  direction: 'outbound' | 'inbound';
  subject: string;
  from_address: string;
  sent_at: Date;
  created_at: Generated<Date>;
}

export interface OutboundMessagesTable {
  tenant_id: string;
  id: Generated<string>;
  intent_id: string;
  mailbox_id: string;
  owner_id: string;
  contact_id: string | null;
  rfc_message_id: string;
  in_reply_to: string | null;
  references: string | null;
  recipients: Json<Recipient[]>;
  cc: Json<Recipient[]>;
  subject: string;
  html: string;
  text_body: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  error: string | null;
  attempts: Generated<number>;
  claimed_at: Date | null;
  sent_at: Date | null;
  send_at: Date | null;
  enrolment_id: string | null;
  step: number | null;
  list_unsubscribe: string | null;
  opens: Generated<number>;
  first_opened_at: Date | null;
  clicks: Generated<number>;
  first_clicked_at: Date | null;
  created_at: Generated<Date>;
}

export interface SequencesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  mailbox_id: string;
  owner_id: string;
  steps: Json<SequenceStep[]>;
  time_zone: string;
  window_start_hour: number;
  window_end_hour: number;
  weekdays_only: boolean;
  daily_limit: number;
  link_base: string;
  created_at: Generated<Date>;
}

export interface SequenceEnrolmentsTable {
  tenant_id: string;
  id: Generated<string>;
  sequence_id: string;
  contact_id: string;
  address: string;
  merge: Json<MergeValues>;
  step: Generated<number>;
  status: Generated<EnrolmentStatus>;
  next_at: Date | null;
  created_at: Generated<Date>;
}

export interface EmailTemplatesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  subject: string;
  body: string;
  created_by: string;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SenderSignaturesTable {
  tenant_id: string;
  user_id: string;
  signature: string;
}

export interface SuppressionsTable {
  tenant_id: string;
  address: string;
  reason: 'unsubscribed' | 'bounced';
  created_at: Generated<Date>;
}

export interface MessagingDb extends SmsTables, VideoTables {
  mailboxes: MailboxesTable;
  mailbox_folders: MailboxFoldersTable;
  messages: MessagesTable;
  outbound_messages: OutboundMessagesTable;
  email_templates: EmailTemplatesTable;
  sender_signatures: SenderSignaturesTable;
  sequences: SequencesTable;
  sequence_enrolments: SequenceEnrolmentsTable;
  suppressions: SuppressionsTable;
}
