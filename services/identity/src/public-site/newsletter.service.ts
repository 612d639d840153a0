import {
  AppError,
  type NewsletterConfirmResponse,
  type NewsletterPage,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { decodeCursor, pageOf, type UnitOfWork } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { appLink } from '../mail/mail-links';
import { queueMail } from '../mail/mail.service';
import { newsletterConfirmMail } from '../mail/mail-templates';
import { requireOperator } from '../operators/operator-guard';
import { hashToken, newOpaqueToken } from '../tokens/opaque-token';
import {
  confirmByToken,
  countSubscribers,
  insertPendingSubscriber,
  listSubscribers,
  renewPendingToken,
} from './newsletter.repository';
import { platformMailTenant } from './platform-mail';

const linkValidMs = 7 * 86_400_000;
/** A pending address asking again gets a new link, but not more often than this (no mail bombing). */
const resendAfterMs = 10 * 60_000;

/**
 * The Stay Updated list, double opt-in: an address is only subscribed once its owner follows
 * the mailed link. Whatever the address's state, the caller hears the same, so the form reveals
 * nobody's subscription; only a new or long-waiting pending address is mailed.
 */
export function createNewsletterService(uow: UnitOfWork<IdentityDb>) {
  return {
    async subscribe({ email, appUrl }: RpcParsedRequest<'identity.newsletter.subscribe'>): Promise<void> {
      const { token, hash } = newOpaqueToken();
      const expiresAt = new Date(Date.now() + linkValidMs);
      await uow.withTenant(platformMailTenant, async (trx, emit) => {
        const mailed =
          (await insertPendingSubscriber(trx, email, hash, expiresAt)) ??
          (await renewPendingToken(trx, email, hash, expiresAt, resendAfterMs));
        if (!mailed) return;
        const link = appLink(appUrl, '/newsletter/confirm', token);
        await queueMail(trx, emit, platformMailTenant, email, newsletterConfirmMail({ link }));
      });
    },

    async confirm(token: string): Promise<NewsletterConfirmResponse> {
      const row = await uow.withPlatform((trx) => confirmByToken(trx, hashToken(token)));
      if (!row?.confirmed_at) {
        throw new AppError('not_found', 'This confirmation link is invalid or has expired: subscribe again.');
      }
      return { email: row.email, confirmedAt: row.confirmed_at.toISOString() };
    },

    async list(query: RpcParsedRequest<'identity.newsletter.list'>, ctx: RpcContext): Promise<NewsletterPage> {
      requireOperator(ctx);
      const after = query.after ? (decodeCursor(query.after, ['time', 'uuid']) as [string, string]) : null;
      const { rows, counts } = await uow.withPlatform(async (trx) => ({
        rows: await listSubscribers(trx, query.status, after, query.limit),
        counts: await countSubscribers(trx),
      }));
      const page = pageOf(rows, query.limit, (row) => [row.cursor_at, row.id]);
      return {
        subscribers: page.items.map((row) => ({
          id: row.id,
          email: row.email,
          status: row.status,
          createdAt: row.created_at.toISOString(),
          confirmedAt: row.confirmed_at?.toISOString() ?? null,
        })),
        counts,
        nextCursor: page.nextCursor,
      };
    },
  };
}
