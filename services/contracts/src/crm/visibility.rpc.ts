import { z } from 'zod';
import { VisibilityRuleInput, VisibilityRules } from './visibility.schema';

/** The visibility domain's request/reply methods; rpc.ts combines every domain's. */
export const visibilityRpcMethods = {
  'crm.visibility.get': { request: z.object({}), reply: VisibilityRules },
  'crm.visibility.update': { request: VisibilityRuleInput, reply: VisibilityRules },
} as const;
