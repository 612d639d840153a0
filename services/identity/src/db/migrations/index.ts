import type { Migration } from 'kysely';
import * as m0001 from './0001_users_sessions';

export const migrations: Record<string, Migration> = { '0001_users_sessions': m0001 };
