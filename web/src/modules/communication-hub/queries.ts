import { Conversation, ConversationPage, type ConversationPatch, type ConversationView } from '@smartcrm/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export type HubStatus = 'open' | 'closed';

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (view: ConversationView, status: HubStatus) => ['conversations', view, status] as const,
};

export const conversationsQuery = (view: ConversationView, status: HubStatus) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(view, status),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ view, status, ...(pageParam ? { cursor: pageParam } : {}) });
      return ConversationPage.parse(await apiRequest(`/api/conversations?${query}`));
    },
    getNextPageParam: (page) => page.nextCursor,
  });

export const updateConversation = async (contactId: string, patch: ConversationPatch) =>
  Conversation.parse(await apiRequest(`/api/conversations/${contactId}`, { method: 'PATCH', body: patch }));
