import type { ContactRequestPage, ContactTopic, RpcContext, RpcParsedRequest } from '@smartcrm/contracts';
import { decodeCursor, pageOf, type UnitOfWork } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { queueMail } from '../mail/mail.service';
import { contactRequestMail } from '../mail/mail-templates';
import { requireOperator } from '../operators/operator-guard';
import { insertContactRequest, listContactRequests } from './contact-request.repository';
import { platformMailTenant } from './platform-mail';

/**
 * The /contact form's messages land in the platform operators' inbox (/admin/inbox) and, when
 * CONTACT_INBOX_EMAIL names an address, in its mailbox too. A filled-in honeypot field means a
 * bot: it hears the usual thanks and nothing is kept.
 */
export function createContactRequestService(uow: UnitOfWork<IdentityDb>, inboxEmail: string | undefined) {
  return {
    async submit({ website, ...input }: RpcParsedRequest<'identity.contact_requests.submit'>): Promise<void> {
      if (website) return;
      await uow.withTenant(platformMailTenant, async (trx, emit) => {
        await insertContactRequest(trx, input);
        if (inboxEmail) await queueMail(trx, emit, platformMailTenant, inboxEmail, contactRequestMail(input));
      });
    },

    async list(
      query: RpcParsedRequest<'identity.contact_requests.list'>,
      ctx: RpcContext,
    ): Promise<ContactRequestPage> {
      requireOperator(ctx);
      const after = query.after ? (decodeCursor(query.after, ['time', 'uuid']) as [string, string]) : null;
      const rows = await uow.withPlatform((trx) => listContactRequests(trx, after, query.limit));
      const page = pageOf(rows, query.limit, (row) => [row.cursor_at, row.id]);
      return {
        requests: page.items.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          company: row.company,
          topic: row.topic as ContactTopic,
          message: row.message,
          createdAt: row.created_at.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}
