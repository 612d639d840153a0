import { Ack } from '../common/ack';
import { MailPage, PageQuery, QueuedMail } from './mail.schema';

/** The mail domain's request/reply methods; rpc.ts combines every domain's. */
export const mailRpcMethods = {
  'identity.mail.list': { request: PageQuery, reply: MailPage },
  /** Queues a service's mail in the system outbox, at most once per `id` (no HTTP route reaches it). */
  'identity.mail.queue': { request: QueuedMail, reply: Ack },
} as const;
