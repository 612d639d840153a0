import type { SmsMessage, SmsStatus } from '@smartcrm/contracts';
import { format } from 'date-fns';

/** What each status means to the sender, without promising more than the provider reported. */
export const smsStatusLabels: Record<SmsStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  accepted: 'Accepted by the provider',
  sent: 'Sent to the carrier',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  received: 'Received',
};

/** The line under a sent text: its status, the time quiet hours hold it until, the reason it failed. */
export function statusLine(message: SmsMessage): string {
  const label = smsStatusLabels[message.status];
  if (message.status === 'queued' && message.sendAfter)
    return `${label} until ${format(new Date(message.sendAfter), 'p')} (quiet hours)`;
  return message.error && ['failed', 'undelivered'].includes(message.status) ? `${label}: ${message.error}` : label;
}
