import { z } from 'zod';
import {
  Board,
  BoardQuery,
  Deal,
  DealDeleted,
  DealInput,
  DealListQuery,
  DealMove,
  DealPage,
  DealPatch,
  DealStageChange,
} from './deal.schema';

/** The deal domain's request/reply methods; rpc.ts combines every domain's. */
export const dealRpcMethods = {
  'crm.deals.board': { request: BoardQuery, reply: Board },
  'crm.deals.list': { request: DealListQuery, reply: DealPage },
  'crm.deals.get': { request: z.object({ id: z.uuid() }), reply: Deal },
  /**
   * `id`: the caller's id for the new deal; a second create under the same id answers with the deal
   * made the first time (an automation step retried after its reply was lost creates one deal).
   */
  'crm.deals.create': { request: DealInput.extend({ id: z.uuid().optional() }), reply: Deal },
  'crm.deals.update': { request: z.object({ id: z.uuid(), patch: DealPatch }), reply: Deal },
  'crm.deals.move': { request: DealMove, reply: Deal },
  'crm.deals.delete': { request: z.object({ id: z.uuid() }), reply: DealDeleted },
  'crm.deals.restore': { request: z.object({ id: z.uuid() }), reply: Deal },
  /** The deal's stage changes, newest first: the first part of its activity timeline. */
  'crm.deals.timeline': { request: z.object({ id: z.uuid() }), reply: z.object({ items: z.array(DealStageChange) }) },
} as const;
