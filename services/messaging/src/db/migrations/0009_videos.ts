import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * Video email: each user's recordings (the bytes in the videos object store), a link per send
 * (its token is the hosted page's secret; one send per intent) and each browser's first view of
 * a link (a replay there counts once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE videos (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      title text NOT NULL,
      object_name text NOT NULL,
      content_type text NOT NULL,
      size bigint NOT NULL,
      duration_ms integer NOT NULL,
      thumbnail_object text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX videos_owner_idx ON videos (tenant_id, owner_id, created_at DESC);
    ${rls('videos')}

    CREATE TABLE video_links (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      video_id uuid NOT NULL,
      intent_id uuid NOT NULL,
      token text NOT NULL,
      recipient text NOT NULL,
      contact_id uuid,
      sender_name text NOT NULL,
      views integer NOT NULL DEFAULT 0,
      last_viewed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, token),
      UNIQUE (tenant_id, intent_id),
      FOREIGN KEY (tenant_id, video_id) REFERENCES videos (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX video_links_video_idx ON video_links (tenant_id, video_id);
    ${rls('video_links')}

    CREATE TABLE video_views (
      tenant_id uuid NOT NULL,
      link_id uuid NOT NULL,
      viewer text NOT NULL,
      viewed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, link_id, viewer),
      FOREIGN KEY (tenant_id, link_id) REFERENCES video_links (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('video_views')}`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE video_views; DROP TABLE video_links; DROP TABLE videos`.execute(db);
}
