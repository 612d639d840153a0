import type { Migration } from 'kysely';
import * as m0001 from './0001_users_sessions';
import * as m0002 from './0002_user_admin_mail_audit';
import * as m0004 from './0004_user_imports';
import * as m0003 from './0003_operators_support';
import * as m0005 from './0005_password_only_when_active';
import * as m0006 from './0006_newsletter_contact_requests';
import * as m0010 from './0010_api_keys';
import * as m0011 from './0011_unknown_sign_in_failures';

export const migrations: Record<string, Migration> = {
  '0001_users_sessions': m0001,
  '0002_user_admin_mail_audit': m0002,
  '0004_user_imports': m0004,
  '0003_operators_support': m0003,
  '0005_password_only_when_active': m0005,
  '0006_newsletter_contact_requests': m0006,
  '0010_api_keys': m0010,
  '0011_unknown_sign_in_failures': m0011,
};
