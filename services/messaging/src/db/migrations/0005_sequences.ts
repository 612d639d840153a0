import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Email sequences: their steps (template + delay), the contacts enrolled (a snapshot of the
 * address and merge values taken at enrolment) with the next step and when it is due, and on each
 * outbound message the enrolment and step it sends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE sequences (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      mailbox_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      steps jsonb NOT NULL,
      time_zone text NOT NULL,
      window_start_hour integer NOT NULL,
      window_end_hour integer NOT NULL,
      weekdays_only boolean NOT NULL,
      daily_limit integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, mailbox_id) REFERENCES mailboxes (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('sequences')}

    CREATE TABLE sequence_enrolments (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      sequence_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      address text NOT NULL,
      merge jsonb NOT NULL,
      step integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'completed', 'replied', 'bounced', 'unsubscribed', 'stopped')),
      next_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, sequence_id, contact_id),
      FOREIGN KEY (tenant_id, sequence_id) REFERENCES sequences (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX sequence_enrolments_due_idx ON sequence_enrolments (next_at) WHERE status = 'active';
    CREATE INDEX sequence_enrolments_address_idx ON sequence_enrolments (tenant_id, address) WHERE status = 'active';
    ${rls('sequence_enrolments')}

    ALTER TABLE outbound_messages ADD COLUMN enrolment_id uuid, ADD COLUMN step integer;
    CREATE INDEX outbound_sequence_day_idx ON outbound_messages (tenant_id, mailbox_id, created_at)
      WHERE enrolment_id IS NOT NULL;

    -- Enrolments whose next step is due, across tenants (ids only), for the scheduler.
    CREATE FUNCTION due_enrolments(integer) RETURNS TABLE (tenant_id uuid, id uuid, step integer)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = messaging, pg_temp AS
      $$ SELECT tenant_id, id, step FROM sequence_enrolments
         WHERE status = 'active' AND next_at <= now() ORDER BY next_at LIMIT $1 $$;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION due_enrolments(integer);
    ALTER TABLE outbound_messages DROP COLUMN enrolment_id, DROP COLUMN step;
    DROP TABLE sequence_enrolments; DROP TABLE sequences;`.execute(db);
}
