import type { Insertable, Kysely } from 'kysely';
import type { CrmDb, MembersTable } from '../db/schema';

/** Insert or refresh: replaying the same event leaves the same row (idempotent). */
export const upsertMember = (db: Kysely<CrmDb>, member: Insertable<MembersTable>) =>
  db
    .insertInto('members')
    .values(member)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        email: eb.ref('excluded.email'),
        role: eb.ref('excluded.role'),
      })),
    )
    .execute();
