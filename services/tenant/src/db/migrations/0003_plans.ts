import { type Kysely, sql } from 'kysely';

/**
 * Plans as data (spec 001 §9), seeded with Starter, Professional and Enterprise; every tenant
 * has one. A tenant's feature map now comes from its plan, so the per-tenant column goes.
 * The seed is written out here (not imported) so this migration stays as it was on the day it ran.
 */
const starter = [
  'dashboard',
  'contacts',
  'pipeline',
  'deal-pipeline',
  'tasks',
  'appointments',
  'follow-up-reminders',
  'ai-tools',
  'settings',
];
const professional = [
  ...starter,
  'sales-tools',
  'lead-automation',
  'circle-prospecting',
  'phone-system',
  'invoicing',
  'sales-analytics',
  'quote-builder',
  'commission-tracker',
  'task-automation',
  'project-tracker',
  'time-tracking',
  'deadline-manager',
  'video-email',
  'text-messages',
  'email-composer',
  'campaigns',
  'group-calls',
  'call-recording',
  'in-call-messaging',
  'call-analytics',
  'connection-quality',
  'content-library',
  'voice-profiles',
  'business-analysis',
  'image-generator',
  'forms',
  'ai-model-demo',
  'analytics',
  'ai-goals',
];
const enterprise = [...professional, 'workflow-builder', 'territory-management', 'white-label'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE plans (
      id text PRIMARY KEY,
      name text NOT NULL,
      monthly_price integer NOT NULL CHECK (monthly_price >= 0),
      features jsonb NOT NULL DEFAULT '[]'::jsonb,
      max_users integer CHECK (max_users >= 1),
      max_contacts integer CHECK (max_contacts >= 0),
      max_ai_credits integer CHECK (max_ai_credits >= 0),
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  const seed = [
    ['starter', 'Starter', 29, starter, 3, 1000, 5],
    ['professional', 'Professional', 79, professional, 10, 10000, 50],
    ['enterprise', 'Enterprise', 199, enterprise, null, null, null],
  ] as const;
  for (const [id, name, price, features, users, contacts, credits] of seed) {
    await sql`
      INSERT INTO plans (id, name, monthly_price, features, max_users, max_contacts, max_ai_credits)
      VALUES (${id}, ${name}, ${price}, ${JSON.stringify(features)}::jsonb, ${users}, ${contacts}, ${credits})`.execute(
      db,
    );
  }
  await sql`
    ALTER TABLE tenants DROP CONSTRAINT tenants_plan_check;
    ALTER TABLE tenants ADD CONSTRAINT tenants_plan_fkey FOREIGN KEY (plan) REFERENCES plans (id);
    ALTER TABLE tenants DROP COLUMN features;
    CREATE INDEX tenants_created_idx ON tenants (created_at DESC, id DESC);`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX tenants_created_idx;
    ALTER TABLE tenants ADD COLUMN features jsonb NOT NULL DEFAULT '{}'::jsonb;
    ALTER TABLE tenants DROP CONSTRAINT tenants_plan_fkey;
    DROP TABLE plans;`.execute(db);
}
