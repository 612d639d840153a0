import { z } from 'zod';
import { Ack } from '../common/ack';
import {
  SmsAccount,
  SmsAccountDraft,
  SmsBulkProgress,
  SmsBulkRequest,
  SmsBulkResult,
  SmsMessage,
  SmsSendRequest,
  SmsThread,
  SmsThreadQuery,
  SmsWebhook,
  SmsWebhookReply,
} from './sms.schema';

/** Text messages through a telephony provider: the workspace's numbers, the outbox, threads, callbacks. */
export const smsRpcMethods = {
  /** Checks the credentials with the provider, points the number's incoming messages at `webhookBase`, keeps it. */
  'messaging.sms.accounts.connect': {
    request: SmsAccountDraft.extend({ webhookBase: z.url() }),
    reply: SmsAccount,
  },
  'messaging.sms.accounts.list': { request: z.object({}), reply: z.object({ items: z.array(SmsAccount) }) },
  'messaging.sms.accounts.remove': { request: z.object({ id: z.uuid() }), reply: Ack },
  /** Queues a text (refused for an opted-out or impossible number); sent once per intent. */
  'messaging.sms.send': { request: SmsSendRequest, reply: SmsMessage },
  'messaging.sms.bulk': { request: SmsBulkRequest, reply: SmsBulkResult },
  'messaging.sms.bulk.progress': { request: z.object({ bulkId: z.uuid() }), reply: SmsBulkProgress },
  'messaging.sms.threads.list': {
    request: z.object({ contactId: z.uuid().optional() }),
    reply: z.object({ items: z.array(SmsThread) }),
  },
  /** A thread's messages, oldest first; reading it marks its inbound messages read. */
  'messaging.sms.threads.get': {
    request: SmsThreadQuery,
    reply: z.object({ items: z.array(SmsMessage), optedOut: z.boolean() }),
  },
  /** A provider callback: answered `unauthenticated` when its signature does not hold or it was seen before. */
  'messaging.sms.webhook': { request: SmsWebhook, reply: SmsWebhookReply },
} as const;
