import { AppError, type ConversationPage, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { decodeCursor, encodeCursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { isMember } from '../members/member.repository';
import { toConversation } from './conversation.mapper';
import { countUnread, findConversation, listConversations, updateConversation } from './conversation.repository';

const notFound = () => new AppError('not_found', 'No such conversation');

/** The communication hub: conversations of the contacts a user may see (record visibility applies). */
export function createConversationService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(query: RpcParsedRequest<'crm.conversations.list'>, ctx: RpcContext): Promise<ConversationPage> {
      const viewer = viewerOf(ctx);
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const [rows, unread] = await uow.read(requireTenant(ctx), (db) =>
        Promise.all([listConversations(db, viewer, query, cursor), countUnread(db, viewer, query.view)]),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toConversation),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ value: last.sort_value, id: last.contact_id }) : null,
        unread,
      };
    },

    async update({ contactId, patch }: RpcParsedRequest<'crm.conversations.update'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const viewer = viewerOf(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await findConversation(trx, viewer, contactId);
        if (!current) throw notFound();
        if (patch.assigneeId && !(await isMember(trx, patch.assigneeId))) {
          throw new AppError('bad_input', 'patch.assigneeId: not a member of this workspace', {
            issues: [{ path: 'patch.assigneeId', message: 'is not a member of this workspace' }],
          });
        }
        const changed = await updateConversation(trx, contactId, {
          ...(patch.assigneeId !== undefined ? { assignee_id: patch.assigneeId } : {}),
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.unread !== undefined ? { unread: patch.unread } : {}),
        });
        if (!changed) throw notFound();
        emit({
          type: 'crm.conversation.updated',
          tenantId,
          data: {
            contactId,
            assigneeId: changed.assignee_id,
            ownerId: current.owner_id,
            unread: changed.unread,
            status: changed.status,
          },
        });
        return { ...current, ...changed };
      });
      return toConversation(row);
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
