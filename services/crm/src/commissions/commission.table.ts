import type { CommissionLine, CommissionTier } from '@smartcrm/contracts';
import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

/** numeric columns (rates, attainment) arrive as text; dates as YYYY-MM-DD text. */
export interface CommissionPlansTable {
  tenant_id: string;
  user_id: string;
  currency: string;
  rate_percent: number | string;
  quota: number | null;
  tiers: Json<CommissionTier[]>;
  updated_at: Generated<Date>;
}

export interface CommissionStatementsTable {
  tenant_id: string;
  user_id: string;
  period_from: string;
  period_to: string;
  currency: string;
  quota: number | null;
  attainment: number | string | null;
  rate_percent: number | string;
  lines: Json<CommissionLine[]>;
  won: number;
  commission: number;
  approved_at: Generated<Date>;
  approved_by: string | null;
}

/** The commission tables in the crm schema; db/schema.ts combines every domain's. */
export interface CommissionTables {
  commission_plans: CommissionPlansTable;
  commission_statements: CommissionStatementsTable;
}
