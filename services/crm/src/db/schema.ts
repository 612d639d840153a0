import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface MembersTable {
  tenant_id: string;
  user_id: string;
  name: string;
  email: string;
  role: string;
  joined_at: Date;
}

export interface CompaniesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  domain: string | null;
  industry: string | null;
  owner_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
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
  lead_score: number | null;
  last_contact_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
  search_text: ColumnType<string, never, never>;
}

export interface CrmDb {
  members: MembersTable;
  companies: CompaniesTable;
  contacts: ContactsTable;
}
