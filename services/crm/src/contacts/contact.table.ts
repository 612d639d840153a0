import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../db/json-column';

/** A contact's lead score, AI's to set (migration 0031): every contact has a row. */
export interface ContactLeadScoresTable {
  tenant_id: string;
  contact_id: string;
  score: number | null;
  scored_at: Date | null;
  /** The contact's, copied by triggers (0044) so the score-sorted list filters in its index. */
  status: string | null;
  interest: string | null;
}

export interface ContactsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string | null;
  company_id: string | null;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  position: string | null;
  title: string | null;
  industry: string | null;
  status: Generated<'lead' | 'prospect' | 'customer' | 'churned'>;
  interest: Generated<'hot' | 'warm' | 'medium' | 'low' | 'cold'>;
  source: string | null;
  tags: Generated<string[]>;
  notes: string | null;
  social_profiles: Json<Record<string, string>>;
  custom_fields: Json<Record<string, string>>;
  location: Json<Record<string, string>>;
  preferred_contact: Generated<'email' | 'phone' | 'sms' | 'video'>;
  avatar_src: string | null;
  is_favorite: Generated<boolean>;
  last_contact_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
  /** The import that created the contact (a revert removes it). */
  import_id: string | null;
  search_text: ColumnType<string, never, never>;
  /** Match keys for possible duplicates, computed by Postgres (migration 0009). */
  dup_email: ColumnType<string | null, never, never>;
  dup_phone: ColumnType<string | null, never, never>;
  dup_domain: ColumnType<string | null, never, never>;
}

/** Live contacts per owner, kept by triggers (migration 0022). */
export interface ContactOwnerTotalsTable {
  tenant_id: string;
  owner_id: string | null;
  contacts: number;
}

/** The contact tables in the crm schema; db/schema.ts combines every domain's. */
export interface ContactTables {
  contact_lead_scores: ContactLeadScoresTable;
  contacts: ContactsTable;
  contact_owner_totals: ContactOwnerTotalsTable;
}
