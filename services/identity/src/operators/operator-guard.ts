import { AppError, type Actor, type RpcContext } from '@smartcrm/contracts';

/** Platform operators only, and never from inside a support session; the BFF checks too. */
export function requireOperator(ctx: RpcContext): { tenantId: string; actor: Actor } {
  if (!ctx.tenantId || !ctx.actor?.operator || ctx.actor.supportBy) {
    throw new AppError('forbidden', 'Only platform operators may do this');
  }
  return { tenantId: ctx.tenantId, actor: ctx.actor };
}
