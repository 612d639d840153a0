import type { IdentitySummary } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

/** The admin panel's figures, read in the tenant's transaction (RLS keeps them to its rows). */
export async function readIdentitySummary(db: Kysely<IdentityDb>): Promise<IdentitySummary> {
  const byStatus = await db
    .selectFrom('users')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  // A session "still works" exactly when sign-in resolution would accept it.
  const sessions = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 'active')
    .executeTakeFirstOrThrow();
  const users = { active: 0, invited: 0, deactivated: 0 };
  for (const row of byStatus) users[row.status] = Number(row.n);
  return { users, activeSessions: Number(sessions.n) };
}
