import { z } from 'zod';

export const roles = ['super_admin', 'wl_user', 'regular_user'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

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
export const Permission = z.enum(permissions);
export type Permission = z.infer<typeof Permission>;

const everyone: Permission[] = [
  'dashboard',
  'contacts',
  'contacts_csv',
  'pipeline',
  'pipeline_csv',
  'calendar',
  'communication',
];
const whiteLabel: Permission[] = [
  'ai_tools',
  'advanced_analytics',
  'custom_branding',
  'api_access',
  'advanced_features',
];

/** The access map of spec 000 §6. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  super_admin: permissions,
  wl_user: [...whiteLabel, ...everyone],
  regular_user: everyone,
};

/** A check passes if the role holds the permission or is super admin (spec 000 §6). */
export function hasPermission(role: Role, permission: Permission): boolean {
  return role === 'super_admin' || rolePermissions[role].includes(permission);
}
