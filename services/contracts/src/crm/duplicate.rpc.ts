import { z } from 'zod';
import { ContactDuplicates, DuplicateGroupPage, DuplicateListQuery } from './duplicate.schema';

/** The duplicate domain's request/reply methods; rpc.ts combines every domain's. */
export const duplicateRpcMethods = {
  /** Contacts sharing the contact's email, phone or company email domain. */
  'crm.duplicates.for_contact': { request: z.object({ id: z.uuid() }), reply: ContactDuplicates },
  'crm.duplicates.list': { request: DuplicateListQuery, reply: DuplicateGroupPage },
} as const;
