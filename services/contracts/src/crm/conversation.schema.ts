import { z } from 'zod';

/** The channels a conversation in the communication hub gathers. */
export const ConversationChannel = z.enum(['email', 'sms', 'call']);
export const ConversationStatus = z.enum(['open', 'closed']);
/** Whose conversations: the caller's, nobody's yet, or every one the caller may see. */
export const ConversationView = z.enum(['mine', 'unassigned', 'all']);
export type ConversationView = z.infer<typeof ConversationView>;

/** One contact's conversation: its newest message or call, who answers it, whether it was read. */
export const Conversation = z.object({
  contactId: z.uuid(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  status: ConversationStatus,
  /** Something came in that nobody has opened since. */
  unread: z.boolean(),
  lastAt: z.iso.datetime({ offset: true }),
  lastChannel: ConversationChannel,
  lastDirection: z.enum(['inbound', 'outbound']),
  lastSubject: z.string().nullable(),
  /** The first 200 characters of the newest message's text. */
  lastPreview: z.string().nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

/** `GET /api/conversations`: newest first, keyset pages. */
export const ConversationQuery = z.object({
  view: ConversationView.default('all'),
  status: ConversationStatus.default('open'),
  unreadOnly: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ConversationQuery = z.input<typeof ConversationQuery>;

export const ConversationPage = z.object({
  items: z.array(Conversation),
  nextCursor: z.string().nullable(),
  /** Unread open conversations in the same view (the hub's badge). */
  unread: z.number().int(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

/** Assign (null: unassign), close or reopen, mark read or unread. */
export const ConversationPatch = z
  .object({
    assigneeId: z.uuid().nullable().optional(),
    status: ConversationStatus.optional(),
    unread: z.boolean().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'names nothing to change' });
export type ConversationPatch = z.infer<typeof ConversationPatch>;
