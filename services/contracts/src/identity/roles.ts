import { z } from 'zod';
import { permissions, roles } from './permission-map';

export { hasPermission, permissions, roles, rolePermissions } from './permission-map';

export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const Permission = z.enum(permissions);
export type Permission = z.infer<typeof Permission>;
