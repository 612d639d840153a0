import type { ColumnType, Generated } from 'kysely';

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  status: Generated<'active' | 'suspended'>;
  plan: 'starter' | 'professional' | 'enterprise';
  company_name: string;
  primary_color: string;
  secondary_color: string;
  logo_url: string | null;
  features: ColumnType<Record<string, boolean>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TenantDb {
  tenants: TenantsTable;
}
