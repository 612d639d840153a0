import { AppError, type RpcParsedRequest, type SessionInfo, type SignedIn } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import { findLiveSession, insertSession, revokeSession } from '../sessions/session.repository';
import { toUser } from '../users/user.mapper';
import { findUserByEmail, markSignedIn, type UserRow } from '../users/user.repository';
import { addUser } from '../users/user.service';
import { hashPassword, spendVerifyTime, verifyPassword } from './password';

type SessionClient = RpcParsedRequest<'identity.auth.sign_in'>['client'];

export function createAuthService(uow: UnitOfWork<IdentityDb>, rpc: RpcClient, sessionTtlDays: number) {
  async function openSession(trx: Kysely<IdentityDb>, user: UserRow, client: SessionClient): Promise<SignedIn> {
    const { token, hash } = newSessionToken();
    const session = await insertSession(trx, {
      tenant_id: user.tenant_id,
      user_id: user.id,
      token_hash: hash,
      expires_at: new Date(Date.now() + sessionTtlDays * 86_400_000),
      user_agent: client.userAgent ?? null,
      ip: client.ip ?? null,
    });
    await markSignedIn(trx, user.id);
    return { token, sessionId: session.id, expiresAt: session.expires_at.toISOString(), user: toUser(user) };
  }

  return {
    /** Creates a tenant and its first user (a white-label user, the workspace owner), signed in. */
    async signUp(input: RpcParsedRequest<'identity.auth.sign_up'>) {
      const passwordHash = await hashPassword(input.password);
      const tenant = await rpc.call('tenant.tenants.create', {
        slug: input.slug,
        companyName: input.companyName,
        primaryColor: input.primaryColor,
      });
      try {
        const signedIn = await uow.withTenant(tenant.id, async (trx, emit) => {
          const user = await addUser(
            trx,
            emit,
            tenant.id,
            { email: input.email, name: input.name, role: 'wl_user' },
            passwordHash,
          );
          return openSession(trx, user, input.client);
        });
        return { ...signedIn, tenant };
      } catch (error) {
        await rpc.call('tenant.tenants.discard', { tenantId: tenant.id });
        throw error;
      }
    },

    async signIn(tenantId: string, input: RpcParsedRequest<'identity.auth.sign_in'>): Promise<SignedIn> {
      const user = await uow.withTenant(tenantId, (trx) => findUserByEmail(trx, input.email));
      const valid = user?.status === 'active' && (await verifyPassword(user.password_hash, input.password));
      if (!user) await spendVerifyTime(input.password);
      if (!user || !valid) throw new AppError('unauthenticated', 'Email or password is incorrect');
      return uow.withTenant(tenantId, (trx) => openSession(trx, user, input.client));
    },

    async signOut(tenantId: string, token: string): Promise<void> {
      await uow.withTenant(tenantId, async (trx, emit) => {
        for (const session of await revokeSession(trx, hashSessionToken(token))) {
          emit({
            type: 'identity.session.revoked',
            tenantId,
            data: { sessionId: session.id, userId: session.user_id },
          });
        }
      });
    },

    async resolveSession(tenantId: string, token: string): Promise<SessionInfo> {
      const row = await uow.withTenant(tenantId, (trx) => findLiveSession(trx, hashSessionToken(token)));
      if (!row) throw new AppError('unauthenticated', 'Your session has ended; please sign in again');
      return { sessionId: row.session_id, expiresAt: row.expires_at.toISOString(), user: toUser(row) };
    },
  };
}
