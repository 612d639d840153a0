import { AppError, type RpcParsedRequest, type SessionInfo, type SignedIn } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import { findLiveSession } from '../sessions/session.repository';
import { supportOf } from '../support/support-view';
import { endSessions, openSession } from '../sessions/session.service';
import { hashToken } from '../tokens/opaque-token';
import { toUser } from '../users/user.mapper';
import { findUserByEmail, recordFailedSignIn, type UserRow } from '../users/user.repository';
import { addUser } from '../users/user.service';
import { isLocked, lockedMessage, lockout } from './lockout';
import { hashPassword, spendVerifyTime, verifyPassword } from './password';
import { findUnknownLock, recordUnknownFailure } from './unknown-sign-in.repository';

const wrongCredentials = () => new AppError('unauthenticated', 'Email or password is incorrect');

export function createAuthService(uow: UnitOfWork<IdentityDb>, rpc: RpcClient, sessionTtlDays: number) {
  /** Counts a failed sign-in of an active user; the one that locks the account says so. */
  async function failSignIn(tenantId: string, user: UserRow): Promise<never> {
    const lockedUntil = await uow.withTenant(tenantId, async (trx) => {
      const { locked_until } = await recordFailedSignIn(trx, user.id, lockout.maxFailures, lockout.lockMs);
      const now = new Date();
      if (!locked_until || !isLocked(locked_until, now) || isLocked(user.locked_until, now)) return null;
      const target = { id: user.id, label: user.email };
      await recordAudit(trx, { tenantId, actor: null, action: 'user.locked', target, details: lockout });
      return locked_until;
    });
    throw lockedUntil ? new AppError('rate_limited', lockedMessage(lockedUntil, new Date())) : wrongCredentials();
  }

  /** Counts a failed sign-in of an address without a usable account; the tenth locks it, as for a user. */
  async function failUnknown(tenantId: string, email: string): Promise<never> {
    const { locked_until } = await uow.withTenant(tenantId, (trx) =>
      recordUnknownFailure(trx, tenantId, email, lockout.maxFailures, lockout.lockMs),
    );
    const now = new Date();
    throw locked_until && isLocked(locked_until, now)
      ? new AppError('rate_limited', lockedMessage(locked_until, now))
      : wrongCredentials();
  }

  return {
    /** Creates a tenant (on its free trial when self-serve) and its first user, the owner, signed in. */
    async signUp(input: RpcParsedRequest<'identity.auth.sign_up'>) {
      const passwordHash = await hashPassword(input.password);
      const tenant = await rpc.call('tenant.tenants.create', {
        slug: input.slug,
        companyName: input.companyName,
        primaryColor: input.primaryColor,
        plan: input.plan,
        trial: input.trial,
      });
      try {
        const signedIn = await uow.withTenant(tenant.id, async (trx, emit) => {
          // The workspace's creator runs it: every permission of spec 000 §6, within this tenant only.
          const owner = { email: input.email, name: input.name, role: 'super_admin' as const };
          const user = await addUser(trx, emit, tenant.id, owner, { passwordHash });
          return openSession(trx, user, input.client, sessionTtlDays);
        });
        return { ...signedIn, tenant };
      } catch (error) {
        await rpc.call('tenant.tenants.discard', { tenantId: tenant.id });
        throw error;
      }
    },

    /**
     * A locked account is refused before its password is checked, so guessing gains nothing. An
     * address without a usable account fails, counts and locks exactly as one with an account does.
     */
    async signIn(tenantId: string, input: RpcParsedRequest<'identity.auth.sign_in'>): Promise<SignedIn> {
      const { user, unknownLock } = await uow.withTenant(tenantId, async (trx) => {
        const user = await findUserByEmail(trx, input.email);
        const usable = user?.status === 'active' && user.password_hash !== null;
        return {
          user: usable ? user : undefined,
          unknownLock: usable ? null : await findUnknownLock(trx, input.email),
        };
      });
      const now = new Date();
      const lockedUntil = user?.locked_until ?? unknownLock;
      if (lockedUntil && isLocked(lockedUntil, now))
        throw new AppError('rate_limited', lockedMessage(lockedUntil, now));
      if (!user?.password_hash) {
        await spendVerifyTime(input.password);
        return failUnknown(tenantId, input.email);
      }
      if (!(await verifyPassword(user.password_hash, input.password))) return failSignIn(tenantId, user);
      return uow.withTenant(tenantId, (trx) => openSession(trx, user, input.client, sessionTtlDays));
    },

    async signOut(tenantId: string, token: string): Promise<void> {
      await uow.withTenant(tenantId, (trx, emit) => endSessions(trx, emit, tenantId, { tokenHash: hashToken(token) }));
    },

    async resolveSession(tenantId: string, token: string): Promise<SessionInfo> {
      const row = await uow.withTenant(tenantId, (trx) => findLiveSession(trx, hashToken(token)));
      if (!row) throw new AppError('unauthenticated', 'Your session has ended; please sign in again');
      return {
        sessionId: row.session_id,
        expiresAt: row.expires_at.toISOString(),
        user: toUser(row),
        support: supportOf(row),
      };
    },
  };
}
