import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import { issueUserToken } from '../tokens/user-token.service';
import type { UserRow } from '../users/user.repository';
import { queueMail } from './mail.service';
import { appLink } from './mail-links';
import { inviteMail, passwordResetMail } from './mail-templates';

type Db = Kysely<IdentityDb>;

export interface MailContext {
  companyName: string;
  appUrl: string;
}

/** Issues an invitation token and queues its mail; an earlier invitation link stops working. */
export async function mailInvitation(trx: Db, emit: Emit, user: UserRow, inviter: string, ctx: MailContext) {
  const token = await issueUserToken(trx, user.tenant_id, user.id, 'invite');
  const link = appLink(ctx.appUrl, '/auth/accept-invite', token);
  await queueMail(trx, emit, user.tenant_id, user.email, inviteMail({ ...ctx, inviter, role: user.role, link }));
}

/** Issues a password-reset token and queues its mail; an earlier reset link stops working. */
export async function mailPasswordReset(trx: Db, emit: Emit, user: UserRow, ctx: MailContext) {
  const token = await issueUserToken(trx, user.tenant_id, user.id, 'password_reset');
  const link = appLink(ctx.appUrl, '/auth/reset-password', token);
  await queueMail(trx, emit, user.tenant_id, user.email, passwordResetMail({ ...ctx, link }));
}
