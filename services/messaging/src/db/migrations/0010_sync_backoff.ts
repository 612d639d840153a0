import { type Kysely, sql } from 'kysely';

/**
 * A mailbox whose server keeps failing is tried less and less often: after n failures in a row it
 * is due after the sync interval × 2ⁿ, at most an hour (or the interval, if longer). A success or
 * a new sign-in by its owner starts the count again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mailboxes ADD COLUMN sync_failures integer NOT NULL DEFAULT 0;
    CREATE OR REPLACE FUNCTION due_mailboxes(interval) RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id FROM mailboxes
         WHERE (last_synced_at IS NULL
                OR last_synced_at < now() - least($1 * power(2, least(sync_failures, 20)), greatest($1, interval '1 hour')))
           AND (sync_lease_until IS NULL OR sync_lease_until < now())
         ORDER BY last_synced_at NULLS FIRST $$;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION due_mailboxes(interval) RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id FROM mailboxes
         WHERE (last_synced_at IS NULL OR last_synced_at < now() - $1)
           AND (sync_lease_until IS NULL OR sync_lease_until < now()) $$;
    ALTER TABLE mailboxes DROP COLUMN sync_failures;`.execute(db);
}
