import type { Tenant } from '@smartcrm/contracts';
import type { TenantRow } from './tenant.repository';

/**
 * An uploaded asset's URL names its content hash, so browsers may cache it for good and a new
 * upload is a new URL; it names the tenant too, as an <img> cannot send the X-Tenant-ID header.
 */
const assetUrl = (row: TenantRow, kind: 'logo' | 'favicon', sha256: string) =>
  `/api/tenant/${kind}?v=${sha256.slice(0, 16)}&tenant=${encodeURIComponent(row.slug)}`;

export function toTenant(row: TenantRow): Tenant {
  const logo = row.logo_sha256 ? assetUrl(row, 'logo', row.logo_sha256) : row.logo_url;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    plan: row.plan,
    branding: {
      companyName: row.company_name,
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      ...(logo ? { logo } : {}),
      ...(row.favicon_sha256 ? { favicon: assetUrl(row, 'favicon', row.favicon_sha256) } : {}),
      ...(row.support_email ? { supportEmail: row.support_email } : {}),
      ...(row.support_phone ? { supportPhone: row.support_phone } : {}),
    },
    features: Object.fromEntries((row.plan_features ?? []).map((feature) => [feature, true])),
    createdAt: row.created_at.toISOString(),
    version: row.version,
    trialEndsAt: row.trial_ends_at?.toISOString() ?? null,
  };
}
