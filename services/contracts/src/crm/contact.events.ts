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
  /**
   * AI lead scores that changed value, one batch per scoring event (a bulk run's batch is one);
   * a score set again to the same value is not a change.
   */
  'crm.contact.scores_changed': {
    version: 1,
    data: z.object({
      changes: z
        .array(
          z.object({
            contactId: z.uuid(),
            score: z.number().int().min(0).max(100),
            previousScore: z.number().int().min(0).max(100).nullable(),
            scoredAt: z.iso.datetime({ offset: true }),
          }),
        )
        .min(1)
        .max(5000),
    }),
  },
  /** The loser's deals and timeline moved to the survivor and the loser was deleted; `undone` when reverted. */
  'crm.contact.merged': {
    version: 1,
    data: z.object({ mergeId: z.uuid(), survivorId: z.uuid(), loserId: z.uuid(), undone: z.boolean() }),
  },
} as const;
