import { z } from 'zod';
import { NewUserInput, User } from './identity.schema';
import {
  InviteUserRequest,
  ManagedUser,
  SendPasswordResetRequest,
  UpdateRoleRequest,
  UserListQuery,
  UserPage,
  UserRef,
} from './user-admin.schema';
import { QuotaUsage } from '../tenant/plan.schema';
import { Ack } from '../common/ack';

/** The user domain's request/reply methods; rpc.ts combines every domain's. */
export const userRpcMethods = {
  'identity.users.create': { request: NewUserInput, reply: User },
  'identity.users.find_by_email': {
    request: z.object({ email: z.string() }),
    reply: User.nullable(),
  },
  'identity.users.list': { request: UserListQuery, reply: UserPage },
  'identity.users.invite': { request: InviteUserRequest, reply: ManagedUser },
  'identity.users.update_role': { request: UpdateRoleRequest, reply: ManagedUser },
  'identity.users.deactivate': { request: UserRef, reply: ManagedUser },
  'identity.users.reactivate': { request: UserRef, reply: ManagedUser },
  /** Mails a reset link to an active user, or the invitation again to an invited one. */
  'identity.users.send_password_reset': { request: SendPasswordResetRequest, reply: Ack },
  /** Platform operators: another tenant's users, to pick one to sign in as. */
  /** Seats of the envelope tenant's user quota in use (active and invited users). */
  'identity.quotas.usage': { request: z.object({}), reply: QuotaUsage },
} as const;
