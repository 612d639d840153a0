import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { Contact } from './contact.schema';

export const DuplicateReason = z.enum(['email', 'phone', 'domain']);
export type DuplicateReason = z.infer<typeof DuplicateReason>;

export const DuplicateMatch = z.object({ contact: Contact, reasons: z.array(DuplicateReason) });
export type DuplicateMatch = z.infer<typeof DuplicateMatch>;

export const ContactDuplicates = z.object({ items: z.array(DuplicateMatch) });
export type ContactDuplicates = z.infer<typeof ContactDuplicates>;

/** `GET /api/contacts/duplicates`: groups of contacts sharing a key, in key order, keyset pages. */
export const DuplicateListQuery = z.object({
  reason: DuplicateReason.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DuplicateListQuery = z.input<typeof DuplicateListQuery>;

export const DuplicateGroup = z.object({
  reason: DuplicateReason,
  key: z.string(),
  /** Live contacts sharing the key (some may be hidden from you by record visibility). */
  count: z.number().int(),
  /** The first of them you can see. */
  contacts: z.array(Contact),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

export const DuplicateGroupPage = z.object({ items: z.array(DuplicateGroup), nextCursor: z.string().nullable() });
export type DuplicateGroupPage = z.infer<typeof DuplicateGroupPage>;

/**
 * Fields whose value is chosen from one side in a merge. Tags and custom fields are combined,
 * favourite is kept if either was, last contact is the later one.
 */
export const mergeFields = [
  'name',
  'email',
  'phone',
  'company',
  'position',
  'title',
  'industry',
  'status',
  'interestLevel',
  'source',
  'notes',
  'location',
  'socialProfiles',
  'preferredContact',
  'avatarSrc',
  'ownerId',
  'leadScore',
] as const;
export const MergeField = z.enum(mergeFields);
export type MergeField = z.infer<typeof MergeField>;

export const MergeRequest = z
  .object({
    survivorId: z.uuid(),
    loserId: z.uuid(),
    /** The versions the user compared; a newer one is a conflict. */
    survivorVersion: RowVersion,
    loserVersion: RowVersion,
    /** Fields to take from the contact merged away; the rest keep the survivor's value. */
    pick: z.partialRecord(MergeField, z.enum(['survivor', 'loser'])).default({}),
  })
  .refine((m) => m.survivorId !== m.loserId, { message: 'cannot merge a contact with itself', path: ['loserId'] });
export type MergeRequest = z.input<typeof MergeRequest>;

export const MergeResult = z.object({
  mergeId: z.uuid(),
  survivor: Contact,
  moved: z.object({ deals: z.number().int(), activities: z.number().int() }),
});
export type MergeResult = z.infer<typeof MergeResult>;

export const UnmergeResult = z.object({ survivor: Contact, restored: Contact });
export type UnmergeResult = z.infer<typeof UnmergeResult>;
