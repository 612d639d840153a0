import { z } from 'zod';
import { Email } from '../common/ids';
import { AppUrl } from './account.schema';
import { PersonName, User } from './identity.schema';
import { Role } from './roles';

/** An invited user has no password until the invitation is accepted. */
export const userStatuses = ['invited', 'active', 'deactivated'] as const;
export const UserStatus = z.enum(userStatuses);
export type UserStatus = z.infer<typeof UserStatus>;

/** A user as user management sees it (spec 001 §2.11, /admin/users). */
export const ManagedUser = User.extend({
  status: UserStatus,
  lastSignInAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  /** Set while sign-in is locked after too many failed attempts. */
  lockedUntil: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof ManagedUser>;

/** Search by name or email, filter by role and status; keyset pages (`after` is the last page's cursor). */
export const UserListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: Role.optional(),
  status: UserStatus.optional(),
  after: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserPage = z.object({ users: z.array(ManagedUser), nextCursor: z.string().nullable() });
export type UserPage = z.infer<typeof UserPage>;

export const InviteUserInput = z.object({
  email: Email,
  /** The invitee sets it on accepting when left out. */
  name: PersonName.optional(),
  role: Role,
});
export type InviteUserInput = z.infer<typeof InviteUserInput>;

export const UpdateRoleInput = z.object({ role: Role });
export const UserIdParams = z.object({ id: z.uuid() });
export const ManagedUserResponse = z.object({ user: ManagedUser });

/** RPC requests: the BFF adds the link base of the tenant's host to anything that sends mail. */
export const InviteUserRequest = InviteUserInput.extend({ appUrl: AppUrl });
export const UserRef = z.object({ userId: z.uuid() });
export const UpdateRoleRequest = UserRef.extend({ role: Role });
export const SendPasswordResetRequest = UserRef.extend({ appUrl: AppUrl });
