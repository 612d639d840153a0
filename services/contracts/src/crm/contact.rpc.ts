import { z } from 'zod';
import { MergeRequest, MergeResult, UnmergeResult } from './duplicate.schema';
import {
  Contact,
  ContactDeleted,
  ContactInput,
  ContactListQuery,
  ContactPage,
  ContactPatch,
  ContactTotal,
  ContactTotalQuery,
} from './contact.schema';
import { QuotaUsage } from '../tenant/plan.schema';

/** The contact domain's request/reply methods; rpc.ts combines every domain's. */
export const contactRpcMethods = {
  /** Contacts of the envelope tenant's quota in use (deleted ones do not count). */
  'crm.quotas.usage': { request: z.object({}), reply: QuotaUsage },
  'crm.contacts.list': { request: ContactListQuery, reply: ContactPage },
  'crm.contacts.total': { request: ContactTotalQuery, reply: ContactTotal },
  'crm.contacts.get': { request: z.object({ id: z.uuid() }), reply: Contact },
  'crm.contacts.create': { request: ContactInput, reply: Contact },
  'crm.contacts.update': { request: z.object({ id: z.uuid(), patch: ContactPatch }), reply: Contact },
  'crm.contacts.delete': { request: z.object({ id: z.uuid() }), reply: ContactDeleted },
  'crm.contacts.restore': { request: z.object({ id: z.uuid() }), reply: Contact },
  /** Moves the loser's deals and timeline to the survivor and deletes the loser, undoably. */
  'crm.contacts.merge': { request: MergeRequest, reply: MergeResult },
  'crm.contacts.unmerge': { request: z.object({ mergeId: z.uuid() }), reply: UnmergeResult },
} as const;
