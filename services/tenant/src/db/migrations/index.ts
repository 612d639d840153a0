import type { Migration } from 'kysely';
import * as m0001 from './0001_tenants';
import * as m0002 from './0002_branding_assets';
import * as m0005 from './0005_custom_domains';
import * as m0003 from './0003_plans';
import * as m0004 from './0004_ai_credit_usage';
import * as m0006 from './0006_partners';
import * as m0007 from './0007_trials_and_pricing';
import * as m0008 from './0008_platform_rows_for_operators';

export const migrations: Record<string, Migration> = {
  '0001_tenants': m0001,
  '0002_branding_assets': m0002,
  '0005_custom_domains': m0005,
  '0003_plans': m0003,
  '0004_ai_credit_usage': m0004,
  '0006_partners': m0006,
  '0007_trials_and_pricing': m0007,
  '0008_platform_rows_for_operators': m0008,
};
