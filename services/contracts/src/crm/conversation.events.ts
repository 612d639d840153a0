import { z } from 'zod';

/** Events of the communication hub; events.ts combines every domain's. */
export const conversationEvents = {
  /** A message or call arrived in a contact's conversation, or it was assigned, read, closed or reopened. */
  'crm.conversation.updated': {
    version: 1,
    data: z.object({
      contactId: z.uuid(),
      assigneeId: z.uuid().nullable(),
      /** The contact's owner: a rep who sees only their own records sees their contacts' conversations. */
      ownerId: z.uuid().nullable(),
      unread: z.boolean(),
      status: z.enum(['open', 'closed']),
    }),
  },
} as const;
