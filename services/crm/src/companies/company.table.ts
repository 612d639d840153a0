import type { Generated } from 'kysely';

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

/** The company tables in the crm schema; db/schema.ts combines every domain's. */
export interface CompanyTables {
  companies: CompaniesTable;
}
