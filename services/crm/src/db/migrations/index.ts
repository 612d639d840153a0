import type { Migration } from 'kysely';
import * as m0001 from './0001_members';
import * as m0002 from './0002_contacts_companies';

export const migrations: Record<string, Migration> = {
  '0001_members': m0001,
  '0002_contacts_companies': m0002,
};
