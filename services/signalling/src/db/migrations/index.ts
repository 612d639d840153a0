import type { Migration } from 'kysely';
import * as m0001 from './0001_call_log';

export const migrations: Record<string, Migration> = {
  '0001_call_log': m0001,
};
