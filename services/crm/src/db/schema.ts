export interface MembersTable {
  tenant_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: Date;
}

export interface CrmDb {
  members: MembersTable;
}
