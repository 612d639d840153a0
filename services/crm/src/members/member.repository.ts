import type { Insertable, Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { MembersTable } from './member.table';

/**
 * Insert or refresh from an identity event: replaying an event leaves the same row, and an
 * event older than the one already applied changes nothing (consumers may deliver out of order).
 */
export const upsertMember = (db: Kysely<CrmDb>, member: Insertable<MembersTable> & { synced_at: Date }) =>
  db
    .insertInto('members')
    .values(member)
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'user_id'])
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          email: eb.ref('excluded.email'),
          role: eb.ref('excluded.role'),
          synced_at: eb.ref('excluded.synced_at'),
        }))
        .where((eb) =>
          eb.or([eb('members.synced_at', 'is', null), eb('members.synced_at', '<=', eb.ref('excluded.synced_at'))]),
        ),
    )
    .execute();

/** The tenant's people for owner and assignee pickers, by name (a tenant has hundreds, not millions). */
export const listMembers = (db: Kysely<CrmDb>) =>
  db.selectFrom('members').select(['user_id', 'name', 'email', 'role']).orderBy('name').limit(5000).execute();

export const isMember = async (db: Kysely<CrmDb>, userId: string) =>
  Boolean(await db.selectFrom('members').select('user_id').where('user_id', '=', userId).executeTakeFirst());

/** Of these user ids, those that are not members of the tenant. */
export async function notMembers(db: Kysely<CrmDb>, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const found = await db.selectFrom('members').select('user_id').where('user_id', 'in', userIds).execute();
  const members = new Set(found.map((row) => row.user_id));
  return userIds.filter((id) => !members.has(id));
}
