import { type Kysely, sql } from 'kysely';

/**
 * A key acts as an integration user: the role its creator picked (what the permission map and
 * record visibility follow) and, when set, an expiry. Keys made before act as regular users. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE api_keys
      ADD COLUMN role text NOT NULL DEFAULT 'regular_user'
        CHECK (role IN ('super_admin', 'wl_user', 'regular_user')),
      ADD COLUMN expires_at timestamptz
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE api_keys DROP COLUMN role, DROP COLUMN expires_at`.execute(db);
}
