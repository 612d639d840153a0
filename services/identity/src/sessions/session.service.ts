import type { SessionClient, SessionView, SignedIn } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { IdentityDb } from '../db/schema';
import { newOpaqueToken } from '../tokens/opaque-token';
import { toUser } from '../users/user.mapper';
import { markSignedIn, type UserRow } from '../users/user.repository';
import { insertSession, listLiveSessions, type RevokeFilter, revokeSessions } from './session.repository';

type Db = Kysely<IdentityDb>;

/** Opens a session for a user who just proved who they are. */
export async function openSession(
  trx: Db,
  user: UserRow,
  client: z.output<typeof SessionClient>,
  ttlDays: number,
): Promise<SignedIn> {
  const { token, hash } = newOpaqueToken();
  const session = await insertSession(trx, {
    tenant_id: user.tenant_id,
    user_id: user.id,
    token_hash: hash,
    expires_at: new Date(Date.now() + ttlDays * 86_400_000),
    user_agent: client.userAgent ?? null,
    ip: client.ip ?? null,
  });
  await markSignedIn(trx, user.id);
  return {
    token,
    sessionId: session.id,
    expiresAt: session.expires_at.toISOString(),
    user: toUser(user),
    support: null,
  };
}

/**
 * Ends sessions and announces each one, so every BFF instance drops it from its cache at once.
 * Returns how many ended.
 */
export async function endSessions(trx: Db, emit: Emit, tenantId: string, filter: RevokeFilter): Promise<number> {
  const ended = await revokeSessions(trx, filter);
  for (const session of ended) {
    emit({ type: 'identity.session.revoked', tenantId, data: { sessionId: session.id, userId: session.user_id } });
  }
  return ended.length;
}

export async function listSessions(trx: Db, userId: string, currentSessionId: string): Promise<SessionView[]> {
  const rows = await listLiveSessions(trx, userId);
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.id === currentSessionId,
  }));
}
