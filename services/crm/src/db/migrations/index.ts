import type { Migration } from 'kysely';
import * as m0001 from './0001_members';

export const migrations: Record<string, Migration> = { '0001_members': m0001 };
