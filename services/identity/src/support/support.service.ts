import { AppError, type RpcContext, type SignedIn } from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import { requireOperator } from '../operators/operator-guard';
import { endSessions } from '../sessions/session.service';
import { insertSession } from '../sessions/session.repository';
import { hashToken, newOpaqueToken } from '../tokens/opaque-token';
import { toUser } from '../users/user.mapper';
import { findUserById } from '../users/user.repository';
import { supportOf } from './support-view';
import { findSupportSession, takeHandoff } from './support.repository';

/** How long an operator may act as a user before signing in as them again. */
export const supportSessionMs = 30 * 60_000;
const handoffMs = 60_000;

/**
 * "Sign in as" for support: a session of the user, time-boxed, that names the operator really
 * acting. It is handed over by a single-use code, because the user's workspace may live on
 * another address than the operator's (its own subdomain), where the operator's cookie is not.
 */
export function createSupportService(uow: UnitOfWork<IdentityDb>) {
  return {
    async start(tenantId: string, userId: string, ctx: RpcContext) {
      const { tenantId: operatorTenantId, actor: operator } = requireOperator(ctx);
      const code = newOpaqueToken();
      const expiresAt = new Date(Date.now() + supportSessionMs);
      await uow.withTenant(tenantId, async (trx) => {
        const user = await findUserById(trx, userId);
        if (!user) throw new AppError('not_found', 'No such user in that workspace');
        if (user.status !== 'active') throw new AppError('conflict', 'Only an active user can be signed in as');
        await insertSession(trx, {
          tenant_id: tenantId,
          user_id: user.id,
          // Replaced when the code is taken: until then nobody holds a token of this session.
          token_hash: newOpaqueToken().hash,
          expires_at: expiresAt,
          user_agent: null,
          ip: null,
          support_operator_id: operator.userId,
          support_operator_email: operator.email,
          support_operator_tenant_id: operatorTenantId,
          handoff_hash: code.hash,
          handoff_expires_at: new Date(Date.now() + handoffMs),
        });
        const supportBy = { userId: operator.userId, email: operator.email };
        await recordAudit(trx, {
          tenantId,
          actor: { userId: user.id, email: user.email, supportBy },
          action: 'support.session_started',
          target: { id: user.id, label: user.email },
          details: { minutes: supportSessionMs / 60_000 },
        });
      });
      return { code: code.token, expiresAt: expiresAt.toISOString() };
    },

    async enter(tenantId: string, code: string): Promise<SignedIn> {
      const { token, hash } = newOpaqueToken();
      return uow.withTenant(tenantId, async (trx) => {
        const session = await takeHandoff(trx, hashToken(code), hash);
        const user = session && (await findUserById(trx, session.user_id));
        if (!session || user?.status !== 'active') {
          throw new AppError('unauthenticated', 'This sign-in link has expired or was used; start again');
        }
        const support = supportOf(session);
        const expiresAt = session.expires_at.toISOString();
        return { token, sessionId: session.id, expiresAt, user: toUser(user), support };
      });
    },

    /** Ends the support session; the operator goes back to their own workspace. */
    async end(tenantId: string, token: string) {
      return uow.withTenant(tenantId, async (trx, emit) => {
        const session = await findSupportSession(trx, hashToken(token));
        const support = session && supportOf(session);
        if (!session || !support) throw new AppError('not_found', 'This is not a support session');
        await endSessions(trx, emit, tenantId, { sessionId: session.id });
        const user = await findUserById(trx, session.user_id);
        const supportBy = { userId: support.operatorId, email: support.operatorEmail };
        await recordAudit(trx, {
          tenantId,
          actor: { userId: session.user_id, email: user?.email ?? '', supportBy },
          action: 'support.session_ended',
          target: { id: session.user_id, label: user?.email ?? session.user_id },
        });
        return { operatorTenantId: support.operatorTenantId };
      });
    },
  };
}
