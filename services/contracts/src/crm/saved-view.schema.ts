import { z } from 'zod';
import { RowVersion } from '../common/ids';

/** The screens whose view (filters, sort, search, layout) a user can save. */
export const ViewScope = z.enum(['contacts', 'deals']);
export type ViewScope = z.infer<typeof ViewScope>;

/**
 * A view is the screen's URL query (`status=lead&sort=-createdAt&view=cards`): the screens already
 * keep their whole state there, so a saved view opens exactly what was on screen.
 */
const ViewQuery = z
  .string()
  .trim()
  .max(2000, 'at most 2000 characters')
  .transform((q) => q.replace(/^\?/, ''))
  .refine((q) => !/[\s#]/.test(q), 'must be a URL query like status=lead&sort=name');

const ViewName = z.string().trim().min(1, 'needs a name').max(80, 'at most 80 characters');

export const SavedView = z.object({
  id: z.uuid(),
  scope: ViewScope,
  name: z.string(),
  query: z.string(),
  /** Shared views are seen by everyone in the workspace; private ones by their owner only. */
  shared: z.boolean(),
  ownerId: z.uuid(),
  /** The owner's own view (only the owner renames, changes or deletes it). */
  mine: z.boolean(),
  /** The view this user's screen opens with. */
  isDefault: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof SavedView>;

export const SavedViewListQuery = z.object({ scope: ViewScope });

export const SavedViewInput = z.object({
  scope: ViewScope,
  name: ViewName,
  query: ViewQuery,
  shared: z.boolean().default(false),
  isDefault: z.boolean().default(false),
});
export type SavedViewInput = z.input<typeof SavedViewInput>;

/** `isDefault` is each user's own choice, so anyone who sees a shared view may set it. */
export const SavedViewPatch = z.object({
  name: ViewName.optional(),
  query: ViewQuery.optional(),
  shared: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  version: RowVersion,
});
export type SavedViewPatch = z.input<typeof SavedViewPatch>;
