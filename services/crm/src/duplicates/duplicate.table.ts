import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface ContactDuplicateKeysTable {
  tenant_id: string;
  reason: 'email' | 'phone' | 'domain';
  key: string;
  contacts: number;
}

export interface ContactMergesTable {
  tenant_id: string;
  id: Generated<string>;
  survivor_id: string;
  loser_id: string;
  merged_by: string | null;
  merged_at: Generated<Date>;
  survivor_before: Json<Record<string, unknown>>;
  loser_before: Json<Record<string, unknown>>;
  survivor_version: number;
  moved: Json<Record<string, string[]>>;
  undone_at: Date | null;
  undone_by: string | null;
}

/** The duplicate tables in the crm schema; db/schema.ts combines every domain's. */
export interface DuplicateTables {
  contact_duplicate_keys: ContactDuplicateKeysTable;
  contact_merges: ContactMergesTable;
}
