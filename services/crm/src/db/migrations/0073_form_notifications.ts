import { type Kysely, sql } from 'kysely';

/**
 * Who is mailed each submission of a form (members' user ids), and the workspace's app address
 * as the form was last saved from, which the mail's link to the contact is built on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE forms ADD COLUMN notify uuid[] NOT NULL DEFAULT '{}';
    ALTER TABLE forms ADD COLUMN link_base text;`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE forms DROP COLUMN notify; ALTER TABLE forms DROP COLUMN link_base;').execute(db);
}
