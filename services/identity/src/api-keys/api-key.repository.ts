import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

export const insertApiKey = (db: Db, values: Insertable<ApiKeysTable>) =>
  db.insertInto('api_keys').values(values).returningAll().executeTakeFirstOrThrow();

export const liveApiKeys = (db: Db) =>
  db.selectFrom('api_keys').selectAll().where('revoked_at', 'is', null).orderBy('created_at', 'desc').execute();

export const revokeApiKey = (db: Db, id: string) =>
  db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/**
 * The unrevoked key with that secret's hash, marking it used unless it expired. The mark is
 * written at most once a minute, so a busy integration costs a read, not a write per request.
 */
export async function useApiKey(db: Db, secretHash: Buffer): Promise<ApiKeyRow | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const expired = row?.expires_at && row.expires_at.getTime() <= Date.now();
  if (row && !expired && (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000)) {
    await db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', row.id).execute();
  }
  return row;
}
