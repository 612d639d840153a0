import type { Recipient } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MessagingDb } from '../db/schema';
import { accessOf } from '../mailboxes/mailbox-access';
import { findMailbox, findQueuedMailbox, type MailboxRow } from '../mailboxes/mailbox.repository';
import { openImap, smtpTransport } from '../mailboxes/mail-connection';
import { recordMessage, threadIdOf } from '../messages/message.recorder';
import type { MessagingRuntime } from '../runtime';
import { claimAbandoned, claimQueued, type OutboundRow, settleOutbound } from './outbound.repository';
import { inSentFolder, sentFolderPath } from './sent-folder';

const maxAttempts = 5;
const interrupted = 'Interrupted while being handed to the mail server; not sent again, so it cannot arrive twice';

interface SmtpError {
  responseCode?: number;
  command?: string;
  message?: string;
}

/** A failure that proves the server took nothing: tried again later, up to `maxAttempts`. */
const nothingAccepted = (e: SmtpError) =>
  e.command === 'CONN' || (e.responseCode !== undefined && e.responseCode >= 400 && e.responseCode < 500);

const participant = (r: Recipient) => ({ address: r.address, name: r.name ?? null });

/**
 * Hands queued sends to their mailbox's SMTP server at most once: the claim (status `sending`)
 * commits before the hand-off, so a send is never taken twice; one left `sending` by a stopped
 * instance is settled by looking for it in the Sent folder, never by sending it again.
 */
export function createSender(rt: MessagingRuntime) {
  const { uow, log } = rt;

  const settle = (row: OutboundRow, work: (trx: Kysely<MessagingDb>, emit: Emit) => Promise<unknown>) =>
    uow.withTenant(row.tenant_id, (trx, emit) => work(trx, emit));

  async function markSent(row: OutboundRow, mailbox: MailboxRow) {
    await settle(row, async (trx, emit) => {
      const updated = await settleOutbound(trx, row.id, { status: 'sent', sent_at: new Date(), error: null });
      if (!updated.numUpdatedRows) return;
      await recordMessage(trx, emit, {
        tenantId: row.tenant_id,
        mailboxId: mailbox.id,
        ownerId: row.owner_id,
        mailboxAddress: mailbox.address,
        direction: 'outbound',
        rfcMessageId: row.rfc_message_id,
        threadId: threadIdOf(row.rfc_message_id, row.in_reply_to, row.references),
        subject: row.subject,
        from: { address: mailbox.address, name: mailbox.display_name },
        to: row.recipients.map(participant),
        cc: row.cc.map(participant),
        text: row.text_body,
        sentAt: new Date().toISOString(),
        contactId: row.contact_id,
        // Written in the CRM, so shared whatever the mailbox keeps back of the mail it syncs.
        privacy: 'full',
      });
    });
  }

  async function markFailed(row: OutboundRow, error: string) {
    await settle(row, async (trx, emit) => {
      const updated = await settleOutbound(trx, row.id, { status: 'failed', error });
      if (!updated.numUpdatedRows) return;
      emit({
        type: 'messaging.message.failed',
        tenantId: row.tenant_id,
        data: { outboundId: row.id, intentId: row.intent_id, ownerId: row.owner_id, error },
      });
    });
  }

  async function compose(row: OutboundRow, mailbox: MailboxRow): Promise<Buffer> {
    return new MailComposer({
      from: { name: mailbox.display_name ?? '', address: mailbox.address },
      to: row.recipients.map((r) => ({ name: r.name ?? '', address: r.address })),
      cc: row.cc.map((r) => ({ name: r.name ?? '', address: r.address })),
      subject: row.subject,
      html: row.html,
      text: row.text_body,
      messageId: row.rfc_message_id,
      inReplyTo: row.in_reply_to ?? undefined,
      references: row.references ?? undefined,
      // RFC 8058: mail programs offer one-click unsubscribe (a POST to the link) on bulk mail.
      ...(row.list_unsubscribe
        ? {
            headers: {
              'List-Unsubscribe': `<${row.list_unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    })
      .compile()
      .build();
  }

  /** Files the sent message in Sent; a failure there never undoes or repeats the send. */
  async function fileInSent(mailbox: MailboxRow, raw: Buffer) {
    const imap = openImap(accessOf(mailbox, rt.box), rt.connect);
    try {
      await imap.connect();
      const path = await sentFolderPath(imap);
      if (path) await imap.append(path, raw, ['\\Seen']);
    } catch (error) {
      log.warn({ err: error, mailboxId: mailbox.id }, 'could not file a sent message in Sent');
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  }

  async function deliver(tenantId: string, id: string) {
    const queued = await uow.read(tenantId, (db) => findQueuedMailbox(db, id));
    // A server that now resolves to an internal address: refused, and the send stays queued.
    if (queued) await rt.connect.checkServers(accessOf(queued, rt.box));
    const row = await uow.withTenant(tenantId, (trx) => claimQueued(trx, id));
    if (!row) return;
    const mailbox = await uow.read(tenantId, (db) => findMailbox(db, row.mailbox_id));
    if (!mailbox) return markFailed(row, 'The mailbox was disconnected');
    const raw = await compose(row, mailbox);
    const transport = smtpTransport(accessOf(mailbox, rt.box), rt.connect);
    try {
      const recipients = [...row.recipients, ...row.cc].map((r) => r.address);
      await transport.sendMail({ envelope: { from: mailbox.address, to: recipients }, raw });
    } catch (error) {
      const e = error as SmtpError;
      if (nothingAccepted(e) && row.attempts < maxAttempts) {
        await uow.withTenant(tenantId, (trx) =>
          settleOutbound(trx, row.id, { status: 'queued', error: e.message ?? null }),
        );
        return;
      }
      return markFailed(row, `The mail server refused it: ${e.message ?? 'unknown error'}`);
    } finally {
      transport.close();
    }
    await fileInSent(mailbox, raw);
    await markSent(row, mailbox);
  }

  /** A send left in hand-off by a stopped instance: sent if Sent holds it, else failed, never resent. */
  async function settleAbandoned(tenantId: string, id: string) {
    const row = await uow.withTenant(tenantId, (trx) => claimAbandoned(trx, id, rt.config.MAIL_SEND_LEASE_MS));
    if (!row) return;
    const mailbox = await uow.read(tenantId, (db) => findMailbox(db, row.mailbox_id));
    if (!mailbox) return markFailed(row, interrupted);
    await rt.connect.checkServers(accessOf(mailbox, rt.box));
    const imap = openImap(accessOf(mailbox, rt.box), rt.connect);
    try {
      await imap.connect();
      const filed = await inSentFolder(imap, row.rfc_message_id);
      await (filed ? markSent(row, mailbox) : markFailed(row, interrupted));
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  }

  return { deliver, settleAbandoned };
}
export type Sender = ReturnType<typeof createSender>;
