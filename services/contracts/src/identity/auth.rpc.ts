import { z } from 'zod';
import { SessionClient, SessionInfo, SignInInput, SignUpInput, SignedIn } from './identity.schema';
import {
  AcceptInviteRequest,
  ChangePasswordRequest,
  InvitePreview,
  OneTimeToken,
  RequestPasswordResetRequest,
  ResetPasswordInput,
  SessionsResponse,
} from './account.schema';
import { UserRef } from './user-admin.schema';
import { Tenant } from '../tenant/tenant.schema';
import { Ack } from '../common/ack';

/** The auth domain's request/reply methods; rpc.ts combines every domain's. */
export const authRpcMethods = {
  /** `trial`: a self-serve sign-up, which starts the free trial (the seed's demo workspace does not). */
  'identity.auth.sign_up': {
    request: SignUpInput.extend({ client: SessionClient, trial: z.boolean().default(false) }),
    reply: SignedIn.extend({ tenant: Tenant }),
  },
  'identity.auth.sign_in': {
    request: SignInInput.extend({ client: SessionClient }),
    reply: SignedIn,
  },
  'identity.auth.sign_out': { request: z.object({ token: z.string() }), reply: Ack },
  'identity.sessions.resolve': { request: z.object({ token: z.string().max(256) }), reply: SessionInfo },
  /** Answers the same whether or not the email belongs to a user (no enumeration). */
  'identity.auth.request_password_reset': { request: RequestPasswordResetRequest, reply: Ack },
  'identity.auth.reset_password': { request: ResetPasswordInput, reply: UserRef },
  'identity.auth.peek_invite': { request: z.object({ token: OneTimeToken }), reply: InvitePreview },
  'identity.auth.accept_invite': { request: AcceptInviteRequest, reply: SignedIn },
  'identity.auth.change_password': { request: ChangePasswordRequest, reply: Ack },
  'identity.sessions.list': { request: z.object({ currentSessionId: z.uuid() }), reply: SessionsResponse },
  'identity.sessions.revoke': { request: z.object({ sessionId: z.uuid() }), reply: Ack },
} as const;
