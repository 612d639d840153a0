import type { QuietHours, SmsStatus } from '@smartcrm/contracts';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | null, string | null>;

export interface SmsAccountsTable {
  tenant_id: string;
  id: Generated<string>;
  provider: 'twilio';
  account_sid: string;
  secret_sealed: string;
  from_number: string;
  api_base_url: string;
  webhook_base: string;
  quiet_hours: Json<QuietHours | null>;
  created_at: Generated<Date>;
}

export interface SmsMessagesTable {
  tenant_id: string;
  id: Generated<string>;
  account_id: string;
  intent_id: string | null;
  bulk_id: string | null;
  direction: 'outbound' | 'inbound';
  peer: string;
  contact_id: string | null;
  author_id: string | null;
  body: string;
  segments: number;
  status: SmsStatus;
  error: string | null;
  provider_sid: string | null;
  attempts: Generated<number>;
  send_after: Date | null;
  claimed_at: Date | null;
  sent_at: Date | null;
  read_at: Date | null;
  created_at: Generated<Date>;
}

export interface SmsOptOutsTable {
  tenant_id: string;
  account_id: string;
  peer: string;
  keyword: string;
  created_at: Generated<Date>;
}

export interface SmsWebhookReceiptsTable {
  tenant_id: string;
  digest: string;
  created_at: Generated<Date>;
}

/** The text message tables of the messaging schema. */
export interface SmsTables {
  sms_accounts: SmsAccountsTable;
  sms_messages: SmsMessagesTable;
  sms_opt_outs: SmsOptOutsTable;
  sms_webhook_receipts: SmsWebhookReceiptsTable;
}
