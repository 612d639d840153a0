import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

export interface NewSession {
  tenant_id: string;
  user_id: string;
  token_hash: Buffer;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
  /** A support session ("sign in as"): the operator acting, and the code it is handed over by. */
  support_operator_id?: string;
  support_operator_email?: string;
  support_operator_tenant_id?: string;
  handoff_hash?: Buffer;
  handoff_expires_at?: Date;
}

export const insertSession = (db: Db, values: NewSession) =>
  db.insertInto('sessions').values(values).returning(['id', 'expires_at']).executeTakeFirstOrThrow();

/** A live session of an active user, by token hash. */
export const findLiveSession = (db: Db, tokenHash: Buffer) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'))
    .select([
      's.id as session_id',
      's.expires_at',
      'u.id',
      'u.tenant_id',
      'u.email',
      'u.name',
      'u.role',
      'u.created_at',
      'u.is_operator',
      's.support_operator_id',
      's.support_operator_email',
      's.support_operator_tenant_id',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'active')
    .executeTakeFirst();

/** The user's sessions that still work, newest first. */
export const listLiveSessions = (db: Db, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .execute();

export interface RevokeFilter {
  tokenHash?: Buffer;
  sessionId?: string;
  userId?: string;
  /** Every session of `userId` but this one (the one a password is changed from). */
  exceptSessionId?: string;
}

/** Revokes the live sessions the filter names; returns them so their revocation can be announced. */
export function revokeSessions(db: Db, filter: RevokeFilter) {
  let query = db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('revoked_at', 'is', null);
  if (filter.tokenHash) query = query.where('token_hash', '=', filter.tokenHash);
  if (filter.sessionId) query = query.where('id', '=', filter.sessionId);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.exceptSessionId) query = query.where('id', '<>', filter.exceptSessionId);
  return query.returning(['id', 'user_id']).execute();
}
