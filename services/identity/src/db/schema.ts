import type { AuditAction, MailStatus, Role, UserStatus } from '@smartcrm/contracts';
import type { Generated } from 'kysely';

export interface UsersTable {
  tenant_id: string;
  id: Generated<string>;
  email: string;
  name: string;
  /** Null while the user is invited and has not set one. */
  password_hash: string | null;
  role: Role;
  status: Generated<UserStatus>;
  created_at: Generated<Date>;
  last_sign_in_at: Date | null;
  failed_sign_ins: Generated<number>;
  locked_until: Date | null;
  invited_at: Date | null;
  invited_by: string | null;
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

export type TokenPurpose = 'invite' | 'password_reset';

export interface UserTokensTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: Buffer;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface MailOutboxTable {
  tenant_id: string;
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  claimed_at: Date | null;
  error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

export interface AuditLogTable {
  tenant_id: string;
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string | null;
  action: AuditAction;
  target_id: string | null;
  target_label: string | null;
  details: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface IdentityDb {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
}
