import { permissions as allPermissions, hasPermission, type User } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';

/** A user as the web app sees them: who they are and every permission their role grants. */
export const roleView = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  permissions: allPermissions.filter((p) => hasPermission(user.role, p)),
  isOperator: user.isOperator,
});

/** The device details recorded with a new session (the security page lists them). */
export const client = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent']?.slice(0, 512),
  ip: request.ip,
});
