import type { RpcHandlers } from '@smartcrm/kit';
import type { ConversationService } from './conversation.service';

type ConversationHandlers = Pick<RpcHandlers<'crm'>, 'crm.conversations.list' | 'crm.conversations.update'>;

export function conversationHandlers(conversations: ConversationService): ConversationHandlers {
  return {
    'crm.conversations.list': (query, ctx) => conversations.list(query, ctx),
    'crm.conversations.update': (request, ctx) => conversations.update(request, ctx),
  };
}
