import { type Actor, AppError, type RpcParsedRequest } from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import { endSessions, listSessions } from '../sessions/session.service';
import { findUserById, updateUser } from '../users/user.repository';
import { hashPassword, verifyPassword } from './password';

interface Acting {
  tenantId: string;
  actor: Actor;
}

const wrongCurrentPassword = () =>
  new AppError('bad_input', 'The current password is not correct', {
    issues: [{ path: 'currentPassword', message: 'is not correct' }],
  });

/** What a signed-in user does to their own account: password and sessions. */
export function createAccountService(uow: UnitOfWork<IdentityDb>) {
  return {
    /** Needs the current password; every other session ends, the one the change came from stays. */
    async changePassword({ tenantId, actor }: Acting, input: RpcParsedRequest<'identity.auth.change_password'>) {
      const user = await uow.withTenant(tenantId, (trx) => findUserById(trx, actor.userId));
      if (!user?.password_hash) throw new AppError('unauthenticated', 'Please sign in');
      if (!(await verifyPassword(user.password_hash, input.currentPassword))) throw wrongCurrentPassword();
      const passwordHash = await hashPassword(input.newPassword);
      await uow.withTenant(tenantId, async (trx, emit) => {
        await updateUser(trx, user.id, { password_hash: passwordHash });
        await endSessions(trx, emit, tenantId, { userId: user.id, exceptSessionId: input.sessionId });
        await recordAudit(trx, {
          tenantId,
          actor,
          action: 'user.password_changed',
          target: { id: user.id, label: user.email },
        });
      });
    },

    listSessions: ({ tenantId, actor }: Acting, currentSessionId: string) =>
      uow.withTenant(tenantId, (trx) => listSessions(trx, actor.userId, currentSessionId)),

    /** Only the user's own sessions: another user's id is as unknown as a made-up one. */
    async revokeSession({ tenantId, actor }: Acting, sessionId: string): Promise<void> {
      const ended = await uow.withTenant(tenantId, (trx, emit) =>
        endSessions(trx, emit, tenantId, { sessionId, userId: actor.userId }),
      );
      if (ended === 0) throw new AppError('not_found', 'No such session of yours is active');
    },
  };
}
