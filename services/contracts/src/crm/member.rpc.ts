import { z } from 'zod';
import { MemberList } from './member.schema';

/** The member domain's request/reply methods; rpc.ts combines every domain's. */
export const memberRpcMethods = {
  'crm.members.list': { request: z.object({}), reply: MemberList },
} as const;
