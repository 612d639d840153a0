import { type Kysely, sql } from 'kysely';

/**
 * 0002 asked for a password unless a user is invited, so deactivating someone who never
 * accepted their invitation failed. Only an active user needs a password; a deactivated one
 * without a password goes back to invited when reactivated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP CONSTRAINT users_password_when_active,
      ADD CONSTRAINT users_password_when_active CHECK (status <> 'active' OR password_hash IS NOT NULL);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP CONSTRAINT users_password_when_active,
      ADD CONSTRAINT users_password_when_active CHECK (status = 'invited' OR password_hash IS NOT NULL);
  `.execute(db);
}
