import { type Kysely, sql } from 'kysely';

/**
 * The free trial of a self-serve sign-up (spec 001 §9: 14 days, no credit card): when it ends;
 * null once a plan is chosen and for every workspace that existed before (they keep working).
 * Plans gain what the public pricing section shows: the §9 lines under each price, the "Most
 * Popular" mark and whether the plan is offered there at all. Frozen in time: no app imports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenants ADD COLUMN trial_ends_at timestamptz;
    ALTER TABLE plans
      ADD COLUMN highlights jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD COLUMN popular boolean NOT NULL DEFAULT false,
      ADD COLUMN listed boolean NOT NULL DEFAULT true;`.execute(db);
  const highlights = {
    starter: ['Basic CRM', 'Email support', '5 AI tool credits/month'],
    professional: [
      'Advanced pipeline management',
      'Priority support',
      '50 AI credits/month',
      'Custom integrations',
      'Advanced analytics',
    ],
    enterprise: [
      'Unlimited AI tools',
      'Custom workflows',
      'Dedicated support',
      'White-label options',
      'Advanced security',
      'Custom integrations',
    ],
  };
  for (const [id, lines] of Object.entries(highlights)) {
    await sql`UPDATE plans SET highlights = ${JSON.stringify(lines)}::jsonb WHERE id = ${id}`.execute(db);
  }
  await sql`UPDATE plans SET popular = true WHERE id = 'professional'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE plans DROP COLUMN listed, DROP COLUMN popular, DROP COLUMN highlights;
    ALTER TABLE tenants DROP COLUMN trial_ends_at;`.execute(db);
}
