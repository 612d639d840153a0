import type { Migration } from 'kysely';
import * as m0001 from './0001_users_sessions';
import * as m0002 from './0002_user_admin_mail_audit';

export const migrations: Record<string, Migration> = {
  '0001_users_sessions': m0001,
  '0002_user_admin_mail_audit': m0002,
};
