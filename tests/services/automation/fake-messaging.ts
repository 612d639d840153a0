import { AppError, type OutboundMessage, type RpcContext, type SmsMessage } from '@smartcrm/contracts';
import type { startServiceForTest } from '../../support/service-harness';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'automation', unknown, never>>>;

const now = () => new Date().toISOString();
const sender = (ctx: RpcContext) => {
  if (!ctx.actor) throw new AppError('unauthenticated', 'Sign in to use your mailboxes');
  return ctx.actor.userId;
};

/**
 * messaging's side of the sends automation makes, kept in memory with messaging's rules: one
 * outbox row per intent id (the same intent again answers the first send), a sender needs a
 * connected mailbox, an opted-out number is refused. `hooks.beforeSend` lets a test lose a reply.
 */
export async function answerAsMessaging(service: Harness, mailboxOwners: string[]) {
  const template = {
    id: crypto.randomUUID(),
    name: 'Welcome',
    subject: 'Welcome, {{contact.firstName|friend}}',
    body: 'Hello {{contact.name}}, thanks for signing up.',
    createdBy: mailboxOwners[0]!,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
  };
  const mails = new Map<string, OutboundMessage & { text: string; from: string }>();
  const texts = new Map<string, SmsMessage>();
  const sendCalls: string[] = [];
  const optedOut = new Set<string>();
  const hooks: { beforeSend?: (call: number) => Promise<void> } = {};

  await service.answer('messaging.templates.list', () => ({ items: [template] }));
  await service.answer('messaging.messages.send', async (request, ctx) => {
    const userId = sender(ctx);
    sendCalls.push(request.intentId);
    await hooks.beforeSend?.(sendCalls.length);
    const earlier = mails.get(request.intentId);
    if (earlier) return earlier;
    if (!mailboxOwners.includes(userId))
      throw new AppError('bad_input', 'Connect a mailbox first (Settings → Mailboxes)', {
        issues: [{ path: 'mailboxId', message: 'no mailbox of yours is connected' }],
      });
    const mail = {
      id: crypto.randomUUID(),
      intentId: request.intentId,
      mailboxId: crypto.randomUUID(),
      messageId: `<${crypto.randomUUID()}@example.com>`,
      subject: request.subject,
      to: request.to,
      status: 'queued' as const,
      error: null,
      createdAt: now(),
      sendAt: null,
      sentAt: null,
      opens: 0,
      clicks: 0,
      text: request.text ?? '',
      from: userId,
    };
    mails.set(request.intentId, mail);
    return mail;
  });
  await service.answer('messaging.sms.send', async (request, ctx) => {
    sender(ctx);
    sendCalls.push(request.intentId);
    await hooks.beforeSend?.(sendCalls.length);
    const earlier = texts.get(request.intentId);
    if (earlier) return earlier;
    if (optedOut.has(request.to))
      throw new AppError('conflict', `${request.to}: They replied STOP to this number`, {
        issues: [{ path: 'to', message: 'opted out' }],
      });
    const text: SmsMessage = {
      id: crypto.randomUUID(),
      accountId: crypto.randomUUID(),
      direction: 'outbound',
      peer: request.to,
      contactId: request.contactId ?? null,
      body: request.body,
      segments: 1,
      status: 'queued',
      error: null,
      sendAfter: null,
      createdAt: now(),
      readAt: null,
    };
    texts.set(request.intentId, text);
    return text;
  });

  return { template, mails, texts, sendCalls, optedOut, hooks };
}
