import type { FeatureName } from '../tenant/features';
import type { permissions } from './permission-map';

type PermissionName = (typeof permissions)[number];

/**
 * What an API key may reach, per data area: `<area>:read` for GET, `<area>:write` (`ai:run` for
 * AI) for every other method. Each area says what it covers, for the key form.
 */
export const apiAreas = {
  contacts: 'Contacts, companies, duplicates and merges, members, search',
  deals: 'Deals, pipelines and the board',
  activities: 'Notes, calls and emails on contact and deal timelines',
  tasks: 'Tasks',
  appointments: 'Appointments',
  imports: 'CSV imports and exports of contacts and deals',
  analytics: 'Deal analytics and the intelligence screens',
  goals: 'AI goals and their suggestions',
  dashboard: 'Dashboard layout, badge counts, recent activity, AI usage and insights',
  ai: 'AI scores, enrichment, tools and assistants (running them spends AI credits)',
  calls: 'Call log, presence and ICE servers',
  webhooks: 'Webhook endpoints, their signing secrets and delivery log',
  commerce: 'Products, deal line items, quotes, invoices and payments, commissions',
  email: "The key user's mailboxes and sends, email templates and sequences",
  texts: 'Text message threads, sends and bulk sends',
  automation: 'Workflows, their activation and run history',
  forms: 'Lead capture forms, publishing them, their submissions and CSV export',
} as const;
export type ApiArea = keyof typeof apiAreas;

/** The areas whose data is only read: they have no write scope. */
const readOnlyAreas: readonly ApiArea[] = ['analytics', 'calls'];
/** The write scope's verb where `write` would undersell it. */
const writeVerbs: Partial<Record<ApiArea, string>> = { ai: 'run', webhooks: 'manage' };
const writeScope = (area: ApiArea) => `${area}:${writeVerbs[area] ?? 'write'}`;

export const apiScopes = (Object.keys(apiAreas) as ApiArea[]).flatMap((area) =>
  readOnlyAreas.includes(area) ? [`${area}:read`] : [`${area}:read`, writeScope(area)],
) as readonly string[];

/** A route's access config, as the BFF keeps it (`apiArea` only where permission and feature leave it open). */
export interface ScopedRouteConfig {
  public?: boolean;
  operator?: boolean;
  permission?: PermissionName;
  feature?: FeatureName;
  apiArea?: ApiArea;
}

const areaByFeature: Partial<Record<FeatureName, ApiArea>> = {
  contacts: 'contacts',
  pipeline: 'deals',
  tasks: 'tasks',
  appointments: 'appointments',
  analytics: 'analytics',
  'ai-goals': 'goals',
  'ai-tools': 'ai',
  'quote-builder': 'commerce',
  invoicing: 'commerce',
  'commission-tracker': 'commerce',
  'email-composer': 'email',
  campaigns: 'email',
  'text-messages': 'texts',
  'workflow-builder': 'automation',
  forms: 'forms',
};

/** Administration: a route needing one of these is for people, whatever area its feature is in. */
const adminPermissions: readonly PermissionName[] = [
  'admin_dashboard',
  'user_management',
  'bulk_import_users',
  'system_settings',
  'billing_management',
  'custom_branding',
  'api_access',
];

const areaByPermission: Partial<Record<PermissionName, ApiArea>> = {
  contacts: 'contacts',
  pipeline: 'deals',
  contacts_csv: 'imports',
  pipeline_csv: 'imports',
  dashboard: 'dashboard',
  communication: 'calls',
};

/**
 * The scope an API key needs for a route, from the route's own access config, or null when keys
 * may not use it at all (sign-in, account, administration, settings, operators, public routes).
 * The CSV permissions name imports whatever the area; otherwise the plan feature names the area,
 * else the permission. Administrative permissions (users, settings, branding, keys) name none.
 */
export function apiScopeOf(config: ScopedRouteConfig, method: string): string | null {
  if (config.public || config.operator || !config.permission) return null;
  if (!config.apiArea && adminPermissions.includes(config.permission)) return null;
  const csv = config.permission === 'contacts_csv' || config.permission === 'pipeline_csv';
  const area =
    config.apiArea ??
    (csv ? 'imports' : undefined) ??
    (config.feature ? areaByFeature[config.feature] : areaByPermission[config.permission]);
  if (!area) return null;
  const write = method !== 'GET' && method !== 'HEAD';
  if (!write) return `${area}:read`;
  const scope = writeScope(area);
  return apiScopes.includes(scope) ? scope : null;
}
