import { type Kysely, sql } from 'kysely';

/**
 * The public site's Stay Updated subscribers (double opt-in: pending until the mailed link is
 * followed) and its /contact form's messages. Both belong to the platform, not to a workspace,
 * so they carry no tenant_id and only platform operators read them. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE newsletter_subscribers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
      token_hash bytea UNIQUE,
      token_expires_at timestamptz,
      last_mailed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz
    );
    CREATE INDEX newsletter_subscribers_created_idx ON newsletter_subscribers (created_at DESC, id DESC);
    CREATE TABLE contact_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      company text NOT NULL DEFAULT '',
      topic text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contact_requests_created_idx ON contact_requests (created_at DESC, id DESC);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_requests; DROP TABLE newsletter_subscribers;`.execute(db);
}
