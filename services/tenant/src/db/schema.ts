import type { ColumnType, Generated } from 'kysely';

export interface TenantsTable {
  id: Generated<string>;
  slug: string;
  status: Generated<'active' | 'suspended'>;
  plan: string;
  company_name: string;
  primary_color: string;
  secondary_color: string;
  logo_url: string | null;
  support_email: string | null;
  support_phone: string | null;
  logo_sha256: string | null;
  favicon_sha256: string | null;
  /** The partner (agency) that owns this client workspace; null for a top-level tenant. */
  parent_id: Generated<string | null>;
  /** A self-serve sign-up's free trial ends then; null once a plan is chosen or when never on trial. */
  trial_ends_at: Generated<Date | null>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TenantAssetsTable {
  tenant_id: string;
  kind: 'logo' | 'favicon';
  content_type: string;
  bytes: Buffer;
  sha256: string;
  updated_at: Generated<Date>;
}

export interface PlansTable {
  id: string;
  name: string;
  monthly_price: number;
  features: ColumnType<string[], string, string>;
  /** Null: unlimited. */
  max_users: number | null;
  max_contacts: number | null;
  max_ai_credits: number | null;
  highlights: ColumnType<string[], string | undefined, string>;
  popular: Generated<boolean>;
  listed: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AiCreditUsageTable {
  tenant_id: string;
  month: string;
  used: number;
  updated_at: Generated<Date>;
}

/** A spend made under its caller's intent id, so that a repeat of it is not charged again. */
export interface AiCreditChargesTable {
  tenant_id: string;
  charge_id: string;
  credits: number;
  month: string;
  created_at: Generated<Date>;
}

/** A custom domain a tenant claims; verified ones resolve requests to it. */
export interface TenantDomainsTable {
  tenant_id: string;
  domain: string;
  verification_token: string;
  verified_at: Date | null;
  verified_by: 'dns' | 'operator' | null;
  last_checked_at: Date | null;
  last_check_error: string | null;
  created_at: Generated<Date>;
}

/** A partner (agency) and the share of its clients' plan prices it earns. */
export interface PartnersTable {
  tenant_id: string;
  /** numeric(5,2): pg hands it over as a string. */
  share_percent: ColumnType<string, number, number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Every plan and status a tenant has had, from when: what revenue statements prorate by. */
export interface TenantPlanHistoryTable {
  tenant_id: string;
  id: Generated<string>;
  changed_at: Generated<Date>;
  plan: string;
  status: 'active' | 'suspended';
}

export interface TenantDb {
  tenants: TenantsTable;
  tenant_assets: TenantAssetsTable;
  tenant_domains: TenantDomainsTable;
  plans: PlansTable;
  ai_credit_usage: AiCreditUsageTable;
  ai_credit_charges: AiCreditChargesTable;
  partners: PartnersTable;
  tenant_plan_history: TenantPlanHistoryTable;
}
