import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

/** The support session a handover code names, while the code is fresh; it works once. */
export const takeHandoff = (db: Db, codeHash: Buffer, tokenHash: Buffer) =>
  db
    .updateTable('sessions')
    .set({ token_hash: tokenHash, handoff_hash: null, handoff_expires_at: null })
    .where('handoff_hash', '=', codeHash)
    .where('handoff_expires_at', '>', sql<Date>`now()`)
    .where('revoked_at', 'is', null)
    .returning([
      'id',
      'user_id',
      'expires_at',
      'support_operator_id',
      'support_operator_email',
      'support_operator_tenant_id',
    ])
    .executeTakeFirst();

/** A live support session by its token. */
export const findSupportSession = (db: Db, tokenHash: Buffer) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'support_operator_id', 'support_operator_email', 'support_operator_tenant_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('support_operator_id', 'is not', null)
    .executeTakeFirst();
