import { z } from 'zod';
import { SignedIn } from './identity.schema';
import { StartSupportSessionInput, SupportHandoff } from '../tenant/operator.schema';

/** The support domain's request/reply methods; rpc.ts combines every domain's. */
export const supportRpcMethods = {
  /** "Sign in as": a 30-minute session as the user, handed over by a single-use code. */
  'identity.support.start': {
    request: StartSupportSessionInput.extend({ tenantId: z.uuid() }),
    reply: SupportHandoff,
  },
  'identity.support.enter': { request: z.object({ code: z.string().min(32).max(128) }), reply: SignedIn },
  'identity.support.end': {
    request: z.object({ token: z.string().max(256) }),
    reply: z.object({ operatorTenantId: z.uuid() }),
  },
} as const;
