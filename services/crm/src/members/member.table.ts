import type { Generated } from 'kysely';

export interface MembersTable {
  tenant_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: Date;
  manager_id: Generated<string | null>;
  synced_at: Date | null;
}

/** The member tables in the crm schema; db/schema.ts combines every domain's. */
export interface MemberTables {
  members: MembersTable;
}
