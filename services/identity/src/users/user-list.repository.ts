import type { UserListQuery } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import { containsPattern } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';

interface ListOptions extends Omit<UserListQuery, 'after'> {
  /** The (name, id) of the previous page's last row. */
  after: [name: string, id: string] | null;
}

/**
 * One keyset page of the tenant's users by name, one row more than the limit (so the caller
 * knows whether another page follows). The (tenant_id, name, id) index serves order and cursor;
 * the search filters the tenant's rows in that order. A workspace's users number in the tens to
 * thousands, so a trigram index would not pay for a database extension shared between services.
 */
export function listUsers(db: Kysely<IdentityDb>, { q, role, status, after, limit }: ListOptions) {
  let query = db.selectFrom('users').selectAll();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (role) query = query.where('role', '=', role);
  if (status) query = query.where('status', '=', status);
  if (after) query = query.where(sql<boolean>`(name, id) > (${after[0]}, ${after[1]}::uuid)`);
  return query
    .orderBy('name')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}
