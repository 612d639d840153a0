import { AppError, type RpcContext, type RpcParsedRequest, smsSegments } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { MessagingDb } from '../db/schema';
import { userOf } from '../runtime';
import { fillMergeFields } from './merge-fields';
import { possibleNumber } from './phone-number';
import { sendableAt } from './quiet-hours';
import { findAccount, findByIntent, insertTexts, isOptedOut, listAccounts, optedOutAmong } from './sms.repository';
import { toSmsMessage } from './sms.mapper';
import type { SmsRuntime } from './sms-runtime';
import { bulkCounts, listThreads, markThreadRead, threadTexts } from './sms-thread.repository';

type SendRequest = RpcParsedRequest<'messaging.sms.send'>;
type BulkRequest = RpcParsedRequest<'messaging.sms.bulk'>;

export const optedOutReason = 'They replied STOP to this number; they must text START before they can be texted again';

async function accountFor(db: Kysely<MessagingDb>, accountId: string | undefined) {
  const account = accountId ? await findAccount(db, accountId) : (await listAccounts(db))[0];
  if (!account) {
    throw new AppError('bad_input', 'Connect a sending number first (Settings → Text messages)', {
      issues: [{ path: 'accountId', message: 'no sending number is connected' }],
    });
  }
  return account;
}

/**
 * The text outbox: a send is a row under its intent id (a bulk send's under the bulk and the
 * recipient), committed before anything leaves; the sender hands each to the provider once.
 */
export function createSmsService(rt: SmsRuntime, handOver: (tenantId: string, id: string, accountId: string) => void) {
  const { uow } = rt;

  return {
    async send(request: SendRequest, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const to = possibleNumber(request.to, 'to');
      const { row, fresh } = await uow.withTenant(tenantId, async (trx) => {
        const earlier = await findByIntent(trx, request.intentId);
        if (earlier) return { row: earlier, fresh: false };
        const account = await accountFor(trx, request.accountId);
        if (await isOptedOut(trx, account.id, to))
          throw new AppError('conflict', `${to}: ${optedOutReason}`, {
            issues: [{ path: 'to', message: 'opted out' }],
          });
        const now = new Date();
        const after = sendableAt(now, account.quiet_hours);
        const [inserted] = await insertTexts(trx, [
          {
            tenant_id: tenantId,
            account_id: account.id,
            intent_id: request.intentId,
            direction: 'outbound',
            peer: to,
            contact_id: request.contactId ?? null,
            author_id: userId,
            body: request.body,
            segments: smsSegments(request.body).segments,
            status: 'queued',
            send_after: after > now ? after : null,
          },
        ]);
        if (!inserted) throw new AppError('conflict', 'This intent id is being used; try again');
        return { row: inserted, fresh: true };
      });
      if (fresh) handOver(tenantId, row.id, row.account_id);
      return toSmsMessage(row);
    },

    /** Queues one text per recipient (fields filled in); opted-out and impossible numbers are skipped with the reason. */
    async bulk(request: BulkRequest, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const skipped: { to: string; reason: string }[] = [];
      const ids = await uow.withTenant(tenantId, async (trx) => {
        const account = await accountFor(trx, request.accountId);
        const optedOut = await optedOutAmong(
          trx,
          account.id,
          request.recipients.map((r) => r.to),
        );
        const now = new Date();
        const after = sendableAt(now, account.quiet_hours);
        const seen = new Set<string>();
        const rows = [];
        for (const [i, r] of request.recipients.entries()) {
          if (seen.has(r.to)) continue;
          seen.add(r.to);
          try {
            possibleNumber(r.to, `recipients.${i}.to`);
          } catch {
            skipped.push({ to: r.to, reason: 'not a valid phone number' });
            continue;
          }
          if (optedOut.has(r.to)) {
            skipped.push({ to: r.to, reason: 'opted out (replied STOP)' });
            continue;
          }
          const body = fillMergeFields(request.body, r.fields);
          rows.push({
            tenant_id: tenantId,
            account_id: account.id,
            bulk_id: request.bulkId,
            direction: 'outbound' as const,
            peer: r.to,
            contact_id: r.contactId ?? null,
            author_id: userId,
            body,
            segments: smsSegments(body).segments,
            status: 'queued' as const,
            send_after: after > now ? after : null,
          });
        }
        const inserted: string[] = [];
        for (let i = 0; i < rows.length; i += 1000)
          for (const row of await insertTexts(trx, rows.slice(i, i + 1000))) inserted.push(row.id);
        return { accountId: account.id, inserted };
      });
      for (const id of ids.inserted) handOver(tenantId, id, ids.accountId);
      return { bulkId: request.bulkId, queued: ids.inserted.length, skipped };
    },

    async bulkProgress(bulkId: string, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      const counts = await uow.read(tenantId, (db) => bulkCounts(db, bulkId));
      if (!Object.keys(counts).length) throw new AppError('not_found', 'No such bulk send');
      return { bulkId, counts };
    },

    async threads(contactId: string | undefined, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      const rows = await uow.read(tenantId, (db) => listThreads(db, contactId));
      return {
        items: rows.map((t) => ({
          accountId: t.last.account_id,
          peer: t.last.peer,
          contactId: t.contactId,
          optedOut: t.optedOut,
          unread: t.unread,
          last: toSmsMessage(t.last),
        })),
      };
    },

    async thread(accountId: string, peer: string, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        const items = await threadTexts(trx, accountId, peer);
        await markThreadRead(trx, accountId, peer);
        return { items: items.map(toSmsMessage), optedOut: await isOptedOut(trx, accountId, peer) };
      });
    },
  };
}
