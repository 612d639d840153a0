import type { Generated } from 'kysely';
import type { Role } from '@smartcrm/contracts';

export interface UsersTable {
  tenant_id: string;
  id: Generated<string>;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
  status: Generated<'active' | 'deactivated'>;
  created_at: Generated<Date>;
  last_sign_in_at: Date | null;
}

export interface SessionsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  token_hash: Buffer;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  ip: string | null;
}

export interface IdentityDb {
  users: UsersTable;
  sessions: SessionsTable;
}
