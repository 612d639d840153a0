import { type Kysely, sql } from 'kysely';
import type { IdentityDb, TokenPurpose } from '../db/schema';

type Db = Kysely<IdentityDb>;

export interface NewUserToken {
  tenant_id: string;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: Buffer;
  expires_at: Date;
}

export const insertUserToken = (db: Db, values: NewUserToken) => db.insertInto('user_tokens').values(values).execute();

/** Marks the user's open tokens of a purpose used, so only the newest emailed link works. */
export const supersedeUserTokens = (db: Db, userId: string, purpose: TokenPurpose) =>
  db
    .updateTable('user_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();

/** Spends a token in one statement: of two concurrent uses exactly one gets the user id. */
export const consumeUserToken = (db: Db, tokenHash: Buffer, purpose: TokenPurpose) =>
  db
    .updateTable('user_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();

/** A usable token's user, without spending it (the accept-invite page shows whom it invites). */
export const findOpenUserToken = (db: Db, tokenHash: Buffer, purpose: TokenPurpose) =>
  db
    .selectFrom('user_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
