import { AppError, type Actor, hasPermission, type Permission, type RpcContext } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';

/** The signed-in user a request acts for, in its tenant; the BFF always sends one for these methods. */
export function requireActor(ctx: RpcContext): { tenantId: string; actor: Actor } {
  const tenantId = requireTenant(ctx);
  if (!ctx.actor) throw new AppError('unauthenticated', 'Please sign in');
  return { tenantId, actor: ctx.actor };
}

/** The BFF enforces the permission map; identity checks again because these methods change who may do what. */
export function requirePermission(ctx: RpcContext, permission: Permission) {
  const acting = requireActor(ctx);
  if (!hasPermission(acting.actor.role, permission)) {
    throw new AppError('forbidden', `Your role may not use this (needs ${permission})`);
  }
  return acting;
}
