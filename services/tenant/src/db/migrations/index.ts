import type { Migration } from 'kysely';
import * as m0001 from './0001_tenants';

export const migrations: Record<string, Migration> = { '0001_tenants': m0001 };
