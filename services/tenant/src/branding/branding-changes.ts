import type { UpdateBrandingInput } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import type { TenantsTable } from '../db/schema';
import type { TenantRow } from '../tenants/tenant.repository';

const columns = {
  companyName: 'company_name',
  primaryColor: 'primary_color',
  secondaryColor: 'secondary_color',
  supportEmail: 'support_email',
  supportPhone: 'support_phone',
} as const satisfies Record<string, keyof TenantsTable>;

/** The columns to write and the Branding fields whose value really changes (an empty support field clears it). */
export function brandingChanges(current: TenantRow, input: UpdateBrandingInput) {
  const values: Updateable<TenantsTable> = {};
  const changed: string[] = [];
  for (const [field, column] of Object.entries(columns) as [
    keyof typeof columns,
    (typeof columns)[keyof typeof columns],
  ][]) {
    const given = input[field];
    if (given === undefined) continue;
    const value = given === '' ? null : given;
    if (value === current[column]) continue;
    values[column] = value as never;
    changed.push(field);
  }
  return { values, changed };
}
