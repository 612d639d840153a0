import { type Kysely, sql } from 'kysely';

/**
 * Which instance holds a mailbox's IDLE connection (new mail synced at once rather than at the next
 * interval), for how long: an instance renews its claims; a stopped one's lapse and another takes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mailboxes ADD COLUMN watch_owner text, ADD COLUMN watch_until timestamptz;
    CREATE FUNCTION claim_watches(owner text, lease interval, most int) RETURNS TABLE (tenant_id uuid, id uuid)
      LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ UPDATE mailboxes m SET watch_owner = owner, watch_until = now() + lease
         WHERE m.id IN (
           SELECT c.id FROM mailboxes c
           WHERE c.status = 'connected'
             AND (c.watch_owner = owner OR c.watch_until IS NULL OR c.watch_until < now())
           ORDER BY c.watch_owner = owner DESC NULLS LAST, c.created_at
           LIMIT most FOR UPDATE SKIP LOCKED)
         RETURNING m.tenant_id, m.id $$;
    CREATE FUNCTION release_watches(owner text) RETURNS void
      LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ UPDATE mailboxes SET watch_owner = NULL, watch_until = NULL WHERE watch_owner = owner $$;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION release_watches(text); DROP FUNCTION claim_watches(text, interval, int);
    ALTER TABLE mailboxes DROP COLUMN watch_owner, DROP COLUMN watch_until;`.execute(db);
}
