import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * The activity timeline of contacts and deals. Users log notes, calls and emails; the service
 * writes the rest from its own events, once per event (source_event_id). Each timeline is read
 * newest first through its own index. The stage history deals already have is copied in, so
 * the drawer's timeline keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE activities (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('note', 'call', 'email', 'stage_change', 'task_completed',
        'appointment', 'contact_created', 'deal_created')),
      contact_id uuid,
      deal_id uuid,
      actor_id uuid,
      subject text,
      body text,
      meta jsonb NOT NULL DEFAULT '{}',
      occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      source_event_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      CHECK (contact_id IS NOT NULL OR deal_id IS NOT NULL),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX activities_source_event_key ON activities (tenant_id, source_event_id)
      WHERE source_event_id IS NOT NULL;
    CREATE INDEX activities_contact_idx ON activities (tenant_id, contact_id, occurred_at DESC, id DESC)
      WHERE deleted_at IS NULL AND contact_id IS NOT NULL;
    CREATE INDEX activities_deal_idx ON activities (tenant_id, deal_id, occurred_at DESC, id DESC)
      WHERE deleted_at IS NULL AND deal_id IS NOT NULL;
    ${rls('activities')}

    INSERT INTO activities (tenant_id, kind, contact_id, deal_id, actor_id, meta, occurred_at, created_at)
    SELECT sc.tenant_id,
      CASE WHEN sc.from_stage_id IS NULL THEN 'deal_created' ELSE 'stage_change' END,
      d.contact_id, sc.deal_id, sc.actor_id,
      jsonb_strip_nulls(jsonb_build_object('fromStage', sc.from_stage_name, 'toStage', sc.to_stage_name,
        'fromStageId', sc.from_stage_id, 'toStageId', sc.to_stage_id, 'status', sc.status)),
      sc.changed_at, sc.changed_at
    FROM deal_stage_changes sc JOIN deals d ON d.tenant_id = sc.tenant_id AND d.id = sc.deal_id;
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE activities;`.execute(db);
}
