import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

// The call log: written once per call when it ends (live state is in Redis). Each participant's
// row repeats the start so a user's log reads one index range, newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE calls (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      caller_id uuid NOT NULL,
      media text NOT NULL CHECK (media IN ('audio', 'video')),
      is_group boolean NOT NULL,
      outcome text NOT NULL
        CHECK (outcome IN ('completed', 'rejected', 'cancelled', 'no_answer', 'unavailable', 'busy', 'failed')),
      end_reason text NOT NULL,
      started_at timestamptz NOT NULL,
      connected_at timestamptz,
      ended_at timestamptz NOT NULL,
      duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
      PRIMARY KEY (tenant_id, id)
    );
    ${rls('calls')}

    CREATE TABLE call_participants (
      tenant_id uuid NOT NULL,
      call_id uuid NOT NULL,
      user_id uuid NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      state text NOT NULL,
      join_order integer,
      joined_at timestamptz,
      started_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, call_id, user_id),
      FOREIGN KEY (tenant_id, call_id) REFERENCES calls (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX call_participants_user_idx ON call_participants (tenant_id, user_id, started_at DESC, call_id DESC);
    ${rls('call_participants')}

    CREATE TABLE call_quality_samples (
      tenant_id uuid NOT NULL,
      call_id uuid NOT NULL,
      user_id uuid NOT NULL,
      measured_at timestamptz NOT NULL,
      quality text NOT NULL CHECK (quality IN ('excellent', 'good', 'poor', 'disconnected')),
      bitrate double precision NOT NULL,
      packet_loss double precision NOT NULL,
      rtt double precision NOT NULL,
      jitter double precision NOT NULL,
      PRIMARY KEY (tenant_id, call_id, user_id, measured_at),
      FOREIGN KEY (tenant_id, call_id) REFERENCES calls (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('call_quality_samples')}
  `)
    .execute(db);
}
