import type { FeatureName } from '../tenant/features';
import { hasPermission, type roles } from './permission-map';
import type { permissions } from './permission-map';

type RoleName = (typeof roles)[number];
type PermissionName = (typeof permissions)[number];

/**
 * Who may use a capability: a permission of spec 000 §6 and, for a product area a plan can turn
 * off, its feature. The BFF puts these on its routes' config and the web app reads the same
 * objects to decide what its menus, pages and buttons offer, so the two cannot drift apart.
 */
export interface AccessRule {
  readonly permission: PermissionName;
  readonly feature?: FeatureName;
}

const rule = (permission: PermissionName, feature?: FeatureName): AccessRule =>
  feature ? { permission, feature } : { permission };

/**
 * One rule per capability. AI capabilities that call a model and spend the plan's AI credits
 * (the 32 tools, assistants, analysing a contact: score, enrich, categorise, qualify, one or in
 * bulk) need `ai_tools`, which spec 000 §6 gives super admins and white-label users. Reading what
 * AI already produced (a contact's score and reasons, insights, usage) and deciding on an
 * enrichment suggestion (an ordinary contact edit) stay with the contacts and dashboard rules.
 */
export const access = {
  dashboard: rule('dashboard'),
  contacts: rule('contacts', 'contacts'),
  pipeline: rule('pipeline', 'pipeline'),
  /** The dashboard's deal figures and the /analytics hub. */
  dealAnalytics: rule('dashboard', 'analytics'),
  /** The ten intelligence screens of the Sales menu. */
  analyticsScreens: rule('advanced_analytics', 'analytics'),
  /** The report builder (/business-analysis): the analytics screens' permission, its own plan area. */
  reports: rule('advanced_analytics', 'business-analysis'),
  aiGoals: rule('dashboard', 'ai-goals'),
  aiTools: rule('ai_tools', 'ai-tools'),
  assistants: rule('ai_tools', 'ai-tools'),
  aiAnalysis: rule('ai_tools', 'ai-tools'),
  /** Pausing, resuming, cancelling and requeueing bulk AI runs. */
  aiOperations: rule('advanced_features', 'ai-tools'),
  aiSettings: rule('system_settings'),
  calendar: rule('calendar', 'appointments'),
  tasks: rule('calendar', 'tasks'),
  calls: rule('communication'),
  /** Connected mailboxes and sending email (the plan's email composer area). */
  email: rule('communication', 'email-composer'),
  /** Recording videos and sending them by email (/voice-profiles, /video-email). */
  videoEmail: rule('communication', 'video-email'),
  /** Text message threads, sending and bulk sends. */
  textMessages: rule('communication', 'text-messages'),
  /** The communication hub: every contact's emails, texts and calls in one inbox (spec: under text messages). */
  communicationHub: rule('communication', 'text-messages'),
  /** Connecting the workspace's sending numbers (provider credentials). */
  smsSettings: rule('system_settings', 'text-messages'),
  /** Email sequences (the plan's campaigns area). */
  campaigns: rule('communication', 'campaigns'),
  branding: rule('custom_branding'),
  /** The partner suite and custom domains: the white-label area of Enterprise. */
  whiteLabel: rule('custom_branding', 'white-label'),
  admin: rule('admin_dashboard'),
  /** Deal line items, quotes and the customer's accept page (/quote-builder). */
  quotes: rule('pipeline', 'quote-builder'),
  /** Keeping the product catalogue and its prices. */
  productCatalog: rule('advanced_features', 'quote-builder'),
  invoicing: rule('pipeline', 'invoicing'),
  /** Commission statements: a rep's own, a manager's team's, every rep's for admins. */
  commissions: rule('pipeline', 'commission-tracker'),
  /** Setting reps' commission plans and approving statements. */
  commissionAdmin: rule('advanced_features', 'commission-tracker'),
  /** The invoice numbering pattern. */
  invoiceSettings: rule('system_settings', 'invoicing'),
  /** Workflows: building, switching on and off, their run history. */
  automation: rule('advanced_features', 'workflow-builder'),
  /** Lead capture forms: building, publishing, reading submissions (they make and change contacts). */
  forms: rule('contacts', 'forms'),
} as const satisfies Record<string, AccessRule>;

/** 'role': the user's role lacks the permission; 'plan': the workspace's plan leaves the area off. */
export type AccessVerdict = 'allowed' | 'role' | 'plan';

/** The role is checked first: a role that may never use it is not told to upgrade. */
export function accessVerdict(
  rule: AccessRule,
  role: RoleName,
  features: Record<string, unknown> | null | undefined,
): AccessVerdict {
  if (!hasPermission(role, rule.permission)) return 'role';
  if (rule.feature && !features?.[rule.feature]) return 'plan';
  return 'allowed';
}

/** The cheapest of `plans` that turns `feature` on (listed plans first): what an upgrade card names. */
export function cheapestPlanWith<P extends { features: readonly string[]; monthlyPrice: number; listed?: boolean }>(
  plans: readonly P[],
  feature: FeatureName,
): P | null {
  const having = plans.filter((plan) => plan.features.includes(feature));
  const offered = having.filter((plan) => plan.listed !== false);
  const pool = offered.length > 0 ? offered : having;
  return [...pool].sort((a, b) => a.monthlyPrice - b.monthlyPrice)[0] ?? null;
}
