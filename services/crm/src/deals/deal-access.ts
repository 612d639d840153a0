import { AppError, type RpcContext } from '@smartcrm/contracts';
import type { Viewer } from '../visibility/visibility.repository';

/** Unknown, deleted, hidden and other tenants' deals all read the same: not found. */
export const dealNotFound = () => new AppError('not_found', 'No such deal');

export const viewerOf = (ctx: RpcContext): Viewer | null =>
  ctx.actor ? { userId: ctx.actor.userId, role: ctx.actor.role } : null;
