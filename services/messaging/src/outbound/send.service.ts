import { AppError, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { findMailbox, ownMailboxes } from '../mailboxes/mailbox.repository';
import { type MessagingRuntime, userOf } from '../runtime';
import { sanitizeMessageHtml, textOfHtml } from './message-html';
import { toOutbound } from './outbound.mapper';
import { findByIntent, insertOutbound, threadOfMessage } from './outbound.repository';

type SendRequest = RpcParsedRequest<'messaging.messages.send'>;

/**
 * The outbox: a send is a row under its intent id, committed before anything leaves; the sender
 * hands it to SMTP once (`handOver` right away, the poller otherwise).
 */
export function createSendService(rt: MessagingRuntime, handOver: (tenantId: string, id: string) => void) {
  const { uow } = rt;

  return {
    async send(request: SendRequest, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const html = sanitizeMessageHtml(request.html);
      const text = request.text ?? textOfHtml(html);
      if (!text.trim())
        throw new AppError('bad_input', 'Write a message', { issues: [{ path: 'html', message: 'write a message' }] });
      const { row, fresh } = await uow.withTenant(tenantId, async (trx) => {
        const mailbox = request.mailboxId
          ? await findMailbox(trx, request.mailboxId)
          : (await ownMailboxes(trx, userId))[0];
        if (!mailbox || mailbox.owner_id !== userId) {
          throw new AppError('bad_input', 'Connect a mailbox first (Settings → Mailboxes)', {
            issues: [{ path: 'mailboxId', message: 'no mailbox of yours is connected' }],
          });
        }
        const id = crypto.randomUUID();
        const thread = request.inReplyTo && (await threadOfMessage(trx, mailbox.id, request.inReplyTo));
        const root = thread ? thread.thread_id : request.inReplyTo;
        const domain = mailbox.address.split('@')[1];
        const inserted = await insertOutbound(trx, {
          tenant_id: tenantId,
          id,
          intent_id: request.intentId,
          mailbox_id: mailbox.id,
          owner_id: userId,
          contact_id: request.contactId ?? null,
          rfc_message_id: `<${id}@${domain}>`,
          in_reply_to: request.inReplyTo ?? null,
          // RFC 5322: the thread's root, then the message answered (what mail programs thread by).
          references: root && root !== request.inReplyTo ? `${root} ${request.inReplyTo}` : (request.inReplyTo ?? null),
          recipients: JSON.stringify(request.to),
          cc: JSON.stringify(request.cc),
          subject: request.subject,
          html,
          text_body: text,
          status: 'queued',
          send_at: request.sendAt ? new Date(request.sendAt) : null,
        });
        if (inserted) return { row: inserted, fresh: true };
        // The same intent again: what it already is, never a second send.
        const existing = await findByIntent(trx, request.intentId);
        if (!existing || existing.owner_id !== userId) throw new AppError('conflict', 'This intent id is taken');
        return { row: existing, fresh: false };
      });
      // A scheduled send is left to the poll, which hands it over once it is due.
      if (fresh && !(row.send_at && row.send_at > new Date())) handOver(tenantId, row.id);
      return toOutbound(row);
    },

    async get(intentId: string, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const row = await uow.read(tenantId, (db) => findByIntent(db, intentId));
      if (!row || row.owner_id !== userId) throw new AppError('not_found', 'No such send');
      return toOutbound(row);
    },
  };
}
