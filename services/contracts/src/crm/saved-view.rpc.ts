import { z } from 'zod';
import { SavedView, SavedViewInput, SavedViewListQuery, SavedViewPatch } from './saved-view.schema';

/** The saved view domain's request/reply methods; rpc.ts combines every domain's. */
export const savedViewRpcMethods = {
  /** The user's own views and the tenant's shared ones for one screen. */
  'crm.views.list': { request: SavedViewListQuery, reply: z.object({ items: z.array(SavedView) }) },
  'crm.views.create': { request: SavedViewInput, reply: SavedView },
  'crm.views.update': { request: z.object({ id: z.uuid(), patch: SavedViewPatch }), reply: SavedView },
  'crm.views.delete': { request: z.object({ id: z.uuid() }), reply: z.object({ id: z.uuid() }) },
} as const;
