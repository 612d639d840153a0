import { z } from 'zod';
import {
  NewUserInput,
  SessionClient,
  SessionInfo,
  SignedIn,
  SignInInput,
  SignUpInput,
  User,
} from './identity/identity.schema';
import { CreateTenantInput, Tenant, TenantIdentifier } from './tenant/tenant.schema';

interface RpcDef {
  request: z.ZodType;
  reply: z.ZodType;
}

const Ack = z.object({ ok: z.literal(true) });

/**
 * Every request/reply method that crosses a process boundary. The name's first part is the
 * service that answers it; the subject is `rpc.<name>` (see rpcSubject).
 */
export const rpcMethods = {
  'tenant.tenants.resolve': {
    request: z.object({ identifier: TenantIdentifier }),
    reply: Tenant,
  },
  'tenant.tenants.create': { request: CreateTenantInput, reply: Tenant },
  /** Compensation for a sign-up whose first user could not be created. */
  'tenant.tenants.discard': { request: z.object({ tenantId: z.uuid() }), reply: Ack },

  'identity.auth.sign_up': {
    request: SignUpInput.extend({ client: SessionClient }),
    reply: SignedIn.extend({ tenant: Tenant }),
  },
  'identity.auth.sign_in': {
    request: SignInInput.extend({ client: SessionClient }),
    reply: SignedIn,
  },
  'identity.auth.sign_out': { request: z.object({ token: z.string() }), reply: Ack },
  'identity.sessions.resolve': { request: z.object({ token: z.string().max(256) }), reply: SessionInfo },
  'identity.users.create': { request: NewUserInput, reply: User },
  'identity.users.find_by_email': {
    request: z.object({ email: z.string() }),
    reply: User.nullable(),
  },
} as const satisfies Record<string, RpcDef>;

export type RpcName = keyof typeof rpcMethods;
/** What a caller passes (defaults not yet applied). */
export type RpcRequest<N extends RpcName> = z.input<(typeof rpcMethods)[N]['request']>;
/** What a handler receives after validation. */
export type RpcParsedRequest<N extends RpcName> = z.output<(typeof rpcMethods)[N]['request']>;
export type RpcResult<N extends RpcName> = z.output<(typeof rpcMethods)[N]['reply']>;

export const serviceNames = ['tenant', 'identity', 'crm', 'ai', 'signalling'] as const;
export type ServiceName = (typeof serviceNames)[number];
