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
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'active')
    .executeTakeFirst();

export const revokeSession = (db: Db, tokenHash: Buffer) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id'])
    .execute();
