import { type Kysely, sql } from 'kysely';

/**
 * The communication hub (issue 25): one conversation per contact, its newest email, text or call,
 * whether anyone has read what came in since, who on the team answers it and whether it is still
 * open. Filled from the timeline already written (the newest entry of those kinds per contact).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE conversations (
      tenant_id uuid NOT NULL,
      contact_id uuid NOT NULL,
      assignee_id uuid,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      unread boolean NOT NULL DEFAULT false,
      last_activity_id uuid NOT NULL,
      last_at timestamptz NOT NULL,
      last_channel text NOT NULL CHECK (last_channel IN ('email', 'sms', 'call')),
      last_direction text NOT NULL CHECK (last_direction IN ('inbound', 'outbound')),
      last_subject text,
      last_preview text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, contact_id),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX conversations_recent_idx ON conversations (tenant_id, status, last_at DESC, contact_id);
    CREATE INDEX conversations_assignee_idx ON conversations (tenant_id, assignee_id, status, last_at DESC, contact_id);
    ALTER TABLE conversations ENABLE ROW LEVEL SECURITY;
    ALTER TABLE conversations FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON conversations
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);

    INSERT INTO conversations (tenant_id, contact_id, assignee_id, last_activity_id, last_at, last_channel,
                               last_direction, last_subject, last_preview)
    SELECT DISTINCT ON (a.tenant_id, a.contact_id) a.tenant_id, a.contact_id, c.owner_id, a.id, a.occurred_at, a.kind,
           CASE WHEN a.meta->>'direction' = 'inbound' THEN 'inbound' ELSE 'outbound' END,
           a.subject, left(a.body, 200)
    FROM activities a JOIN contacts c ON c.tenant_id = a.tenant_id AND c.id = a.contact_id
    WHERE a.kind IN ('email', 'sms', 'call') AND a.deleted_at IS NULL AND a.contact_id IS NOT NULL
    ORDER BY a.tenant_id, a.contact_id, a.occurred_at DESC, a.id DESC;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE conversations`.execute(db);
}
