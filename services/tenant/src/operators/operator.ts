import { AppError, type RpcContext } from '@smartcrm/contracts';

/** Platform-wide changes (plans, other tenants) are for platform operators only; the BFF checks too. */
export function requireOperator(ctx: RpcContext): { userId: string; email: string } {
  if (!ctx.actor?.operator || ctx.actor.supportBy) {
    throw new AppError('forbidden', 'Only platform operators may do this');
  }
  return { userId: ctx.actor.userId, email: ctx.actor.email };
}

/** The tenant the operator acts from: platform-wide events carry it. */
export function operatorTenant(ctx: RpcContext): string {
  if (!ctx.tenantId) throw new AppError('bad_input', 'No workspace given');
  return ctx.tenantId;
}
