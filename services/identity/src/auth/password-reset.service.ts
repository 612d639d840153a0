import { AppError, type InvitePreview, type RpcParsedRequest, type SignedIn } from '@smartcrm/contracts';
import type { PlanCache, RpcClient, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.repository';
import { companyNameOf } from '../common/company-name';
import type { IdentityDb } from '../db/schema';
import { mailPasswordReset } from '../mail/account-mail';
import { endSessions, openSession } from '../sessions/session.service';
import { invalidLinkMessage } from '../tokens/token-policy';
import { peekUserToken, spendUserToken } from '../tokens/user-token.service';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/user.repository';
import { assertSeatFree } from '../users/seat-quota';
import { emitUserUpdated } from '../users/user.service';
import { hashPassword } from './password';

type Db = Kysely<IdentityDb>;

/** The user a link was issued to, if they may still use it (a deactivated user may not). */
async function linkUser(trx: Db, userId: string, status: UserRow['status']): Promise<UserRow> {
  const user = await findUserById(trx, userId);
  if (user?.status !== status) throw new AppError('bad_input', invalidLinkMessage, { field: 'token' });
  return user;
}

const self = (user: UserRow) => ({
  actor: { userId: user.id, email: user.email },
  target: { id: user.id, label: user.email },
});

/** Signing in without a password: forgotten passwords and accepted invitations, by emailed link. */
export function createPasswordResetService(
  uow: UnitOfWork<IdentityDb>,
  rpc: RpcClient,
  plans: PlanCache,
  sessionTtlDays: number,
) {
  return {
    /** Mails a reset link to an active user; does the same work and answers alike for anyone else. */
    async requestReset(tenantId: string, email: string, appUrl: string): Promise<void> {
      const mail = { companyName: await companyNameOf(rpc, tenantId), appUrl };
      await uow.withTenant(tenantId, async (trx, emit) => {
        const user = await findUserByEmail(trx, email);
        if (user?.status === 'active') await mailPasswordReset(trx, emit, user, mail);
      });
    },

    /** Sets the password, lifts a lockout and ends every session: whoever had the old one is out. */
    async resetPassword(tenantId: string, token: string, password: string): Promise<string> {
      const passwordHash = await hashPassword(password);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const user = await linkUser(trx, await spendUserToken(trx, token, 'password_reset'), 'active');
        await updateUser(trx, user.id, { password_hash: passwordHash, failed_sign_ins: 0, locked_until: null });
        await endSessions(trx, emit, tenantId, { userId: user.id });
        await recordAudit(trx, { tenantId, ...self(user), action: 'user.password_reset' });
        return user.id;
      });
    },

    async peekInvite(tenantId: string, token: string): Promise<InvitePreview> {
      return uow.withTenant(tenantId, async (trx) => {
        const user = await linkUser(trx, await peekUserToken(trx, token, 'invite'), 'invited');
        return { email: user.email, name: user.name };
      });
    },

    /** The invitee names themselves, sets a password and is signed in. */
    async acceptInvite(tenantId: string, input: RpcParsedRequest<'identity.auth.accept_invite'>): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      const { users } = (await plans.of(tenantId)).quotas;
      return uow.withTenant(tenantId, async (trx, emit) => {
        const user = await linkUser(trx, await spendUserToken(trx, input.token, 'invite'), 'invited');
        await assertSeatFree(trx, tenantId, users, user.id);
        const active = await updateUser(trx, user.id, {
          name: input.name,
          password_hash: passwordHash,
          status: 'active',
        });
        emitUserUpdated(emit, active);
        await recordAudit(trx, { tenantId, ...self(active), action: 'user.invite_accepted' });
        return openSession(trx, active, input.client, sessionTtlDays);
      });
    },
  };
}
