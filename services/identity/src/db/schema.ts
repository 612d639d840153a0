import type {
  AuditAction,
  MailAttachment,
  MailStatus,
  Role,
  UserImportMapping,
  UserImportStatus,
  UserStatus,
} from '@smartcrm/contracts';
import type { ColumnType, Generated } from 'kysely';

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
  is_operator: Generated<boolean>;
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
  /** A support session: the operator who signed in as the user. */
  support_operator_id: string | null;
  support_operator_email: string | null;
  support_operator_tenant_id: string | null;
  /** The single-use code a support session is handed over by, until it is. */
  handoff_hash: Buffer | null;
  handoff_expires_at: Date | null;
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
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
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
  on_behalf_of_id: string | null;
  on_behalf_of_email: string | null;
  action: AuditAction;
  target_id: string | null;
  target_label: string | null;
  details: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
}

type Json<T> = ColumnType<T, string, string>;

export interface UserImportsTable {
  tenant_id: string;
  id: Generated<string>;
  created_by: string | null;
  file_name: string;
  object_name: string;
  size: number;
  delimiter: string;
  headers: Json<string[]>;
  sample_rows: Json<string[][]>;
  suggested_mapping: Json<UserImportMapping>;
  mapping: ColumnType<UserImportMapping | null, string | null, string | null>;
  default_role: Generated<Role>;
  send_invitations: Generated<boolean>;
  app_url: string | null;
  status: Generated<UserImportStatus>;
  read_rows: Generated<number>;
  imported: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  last_line: Generated<number>;
  error: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Generated<Date>;
}

export interface UserImportErrorsTable {
  tenant_id: string;
  import_id: string;
  line: number;
  field: string;
  reason: string;
}

/** The public site's newsletter (platform-wide, no tenant). */
export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  status: Generated<'pending' | 'confirmed'>;
  token_hash: Buffer | null;
  token_expires_at: Date | null;
  last_mailed_at: Generated<Date>;
  created_at: Generated<Date>;
  confirmed_at: Date | null;
}

/** The public /contact form's messages (platform-wide, no tenant). */
export interface ContactRequestsTable {
  id: Generated<string>;
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  created_at: Generated<Date>;
}

export interface ApiKeysTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  prefix: string;
  secret_hash: Buffer;
  scopes: string[];
  created_by: string | null;
  created_by_email: string | null;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
  role: Generated<Role>;
  expires_at: Date | null;
}

/** Failed sign-ins of an address with no usable account (see auth.service: both lock alike). */
export interface UnknownSignInFailuresTable {
  tenant_id: string;
  email: string;
  failed_sign_ins: number;
  locked_until: Date | null;
  updated_at: Generated<Date>;
}

export interface IdentityDb {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  user_imports: UserImportsTable;
  user_import_errors: UserImportErrorsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_requests: ContactRequestsTable;
  api_keys: ApiKeysTable;
  unknown_sign_in_failures: UnknownSignInFailuresTable;
}
