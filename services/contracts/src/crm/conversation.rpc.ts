import { z } from 'zod';
import { Conversation, ConversationPage, ConversationPatch, ConversationQuery } from './conversation.schema';

/** The communication hub's methods; rpc.ts combines every domain's. */
export const conversationRpcMethods = {
  /** The conversations of contacts the caller may see, newest first. */
  'crm.conversations.list': { request: ConversationQuery, reply: ConversationPage },
  /** Assigns (to a member of the workspace), closes, reopens or marks read one contact's conversation. */
  'crm.conversations.update': {
    request: z.object({ contactId: z.uuid(), patch: ConversationPatch }),
    reply: Conversation,
  },
} as const;
