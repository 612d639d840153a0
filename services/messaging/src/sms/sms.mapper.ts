import type { SmsAccount, SmsMessage } from '@smartcrm/contracts';
import type { SmsAccountRow, SmsRow } from './sms.repository';

/** A timestamp from a row or from to_jsonb (already text). */
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export const inboundPath = (accountId: string) => `/api/sms-webhooks/${accountId}/inbound`;
export const statusPath = (accountId: string, messageId: string) =>
  `/api/sms-webhooks/${accountId}/status/${messageId}`;

export const toSmsAccount = (row: SmsAccountRow): SmsAccount => ({
  id: row.id,
  provider: row.provider,
  accountSid: row.account_sid,
  fromNumber: row.from_number,
  apiBaseUrl: row.api_base_url,
  inboundWebhookUrl: `${row.webhook_base}${inboundPath(row.id)}`,
  quietHours: row.quiet_hours,
  createdAt: iso(row.created_at) ?? '',
});

export const toSmsMessage = (row: SmsRow): SmsMessage => ({
  id: row.id,
  accountId: row.account_id,
  direction: row.direction,
  peer: row.peer,
  contactId: row.contact_id,
  body: row.body,
  segments: row.segments,
  status: row.status,
  error: row.error,
  sendAfter: iso(row.send_after),
  createdAt: iso(row.created_at) ?? '',
  readAt: iso(row.read_at),
});
