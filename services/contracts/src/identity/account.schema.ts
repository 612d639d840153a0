import { z } from 'zod';
import { Email } from '../common/ids';
import { Password, PersonName, SessionClient } from './identity.schema';

/**
 * The base of links in mail (invitations, password resets): the origin the user reached the
 * tenant on, which only the BFF knows. It may carry `?tenant=` when the host names no tenant.
 */
export const AppUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** A single-use token from an emailed link (32 random bytes, base64url). */
export const OneTimeToken = z
  .string()
  .min(32, 'is incomplete; open the link from the email again')
  .max(128, 'is malformed');

export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;
export const ResetPasswordInput = z.object({ token: OneTimeToken, password: Password });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
export const AcceptInviteInput = z.object({ token: OneTimeToken, name: PersonName, password: Password });
export type AcceptInviteInput = z.infer<typeof AcceptInviteInput>;
export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'is required').max(256),
  newPassword: Password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** What the accept-invite page shows before the invitee sets a password. */
export const InvitePreview = z.object({ email: z.string(), name: z.string() });
export type InvitePreview = z.infer<typeof InvitePreview>;

/** A signed-in device of the user (the security page). */
export const SessionView = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;
export const SessionsResponse = z.object({ sessions: z.array(SessionView) });
export const SessionIdParams = z.object({ id: z.uuid() });

/** RPC requests. */
export const RequestPasswordResetRequest = ForgotPasswordInput.extend({ appUrl: AppUrl });
export const AcceptInviteRequest = AcceptInviteInput.extend({ client: SessionClient });
/** The session the change is made from stays signed in; every other one ends. */
export const ChangePasswordRequest = ChangePasswordInput.extend({ sessionId: z.uuid() });
