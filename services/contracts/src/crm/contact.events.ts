import { z } from 'zod';

/** Events of the contact domain; events.ts combines every domain's. */
export const contactEvents = {
  'crm.contact.created': {
    version: 1,
    data: z.object({ contactId: z.uuid(), ownerId: z.uuid().nullable(), name: z.string(), email: z.string() }),
  },
  /** `changed` names the fields (as in the Contact schema) whose value changed. */
  'crm.contact.updated': {
    version: 1,
    data: z.object({ contactId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  'crm.contact.deleted': { version: 1, data: z.object({ contactId: z.uuid() }) },
  'crm.contact.restored': { version: 1, data: z.object({ contactId: z.uuid() }) },
  /** The loser's deals and timeline moved to the survivor and the loser was deleted; `undone` when reverted. */
  'crm.contact.merged': {
    version: 1,
    data: z.object({ mergeId: z.uuid(), survivorId: z.uuid(), loserId: z.uuid(), undone: z.boolean() }),
  },
} as const;
