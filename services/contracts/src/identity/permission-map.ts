/**
 * Roles, permissions and the access map of spec 000 §6, without zod: the web app's first page
 * checks permissions before it has loaded any schema. roles.ts adds their zod enums.
 */
export const roles = ['super_admin', 'wl_user', 'regular_user'] as const;
type RoleName = (typeof roles)[number];

export const permissions = [
  'admin_dashboard',
  'user_management',
  'bulk_import_users',
  'system_settings',
  'billing_management',
  'ai_tools',
  'advanced_analytics',
  'custom_branding',
  'api_access',
  'advanced_features',
  'dashboard',
  'contacts',
  'contacts_csv',
  'pipeline',
  'pipeline_csv',
  'calendar',
  'communication',
] as const;
type PermissionName = (typeof permissions)[number];

const everyone: PermissionName[] = [
  'dashboard',
  'contacts',
  'contacts_csv',
  'pipeline',
  'pipeline_csv',
  'calendar',
  'communication',
];
const whiteLabel: PermissionName[] = [
  'ai_tools',
  'advanced_analytics',
  'custom_branding',
  'api_access',
  'advanced_features',
];

/** The access map of spec 000 §6. */
export const rolePermissions: Record<RoleName, readonly PermissionName[]> = {
  super_admin: permissions,
  wl_user: [...whiteLabel, ...everyone],
  regular_user: everyone,
};

/** A check passes if the role holds the permission or is super admin (spec 000 §6). */
export function hasPermission(role: RoleName, permission: PermissionName): boolean {
  return role === 'super_admin' || rolePermissions[role].includes(permission);
}
