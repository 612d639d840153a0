import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Booking pages (issue 30): meeting types a host offers on the workspace's public page, and the
 * bookings visitors make, each with the appointment it put on the host's calendar. A booking's
 * cancel and reschedule links carry its secret token. `host_day` (the start's day in the host's
 * zone) counts a type's bookings against its daily limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE meeting_types (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      slug text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
      buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes >= 0),
      buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes >= 0),
      minimum_notice_hours integer NOT NULL DEFAULT 0 CHECK (minimum_notice_hours >= 0),
      maximum_days_ahead integer NOT NULL CHECK (maximum_days_ahead > 0),
      daily_limit integer CHECK (daily_limit > 0),
      host_user_id uuid NOT NULL,
      time_zone text NOT NULL,
      availability jsonb NOT NULL,
      questions jsonb NOT NULL DEFAULT '[]',
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX meeting_types_slug_idx ON meeting_types (tenant_id, slug) WHERE deleted_at IS NULL;
    ${rls('meeting_types')}

    CREATE TABLE bookings (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      meeting_type_id uuid NOT NULL,
      appointment_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      host_user_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      host_day date NOT NULL,
      status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
      name text NOT NULL,
      email text NOT NULL,
      time_zone text NOT NULL,
      answers jsonb NOT NULL DEFAULT '{}',
      token text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, meeting_type_id) REFERENCES meeting_types (tenant_id, id),
      FOREIGN KEY (tenant_id, appointment_id) REFERENCES appointments (tenant_id, id),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id)
    );
    CREATE UNIQUE INDEX bookings_token_idx ON bookings (tenant_id, token);
    CREATE INDEX bookings_day_idx ON bookings (tenant_id, meeting_type_id, host_day) WHERE status = 'confirmed';
    ${rls('bookings')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bookings; DROP TABLE meeting_types;`.execute(db);
}
