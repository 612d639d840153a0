import type { RpcContext, RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { measure } from './goal-measure.repository';

const day = 86_400_000;

/** Goal figures for the ai service's goals, read with the caller's own visibility. */
export function createGoalMeasureService(uow: UnitOfWork<CrmDb>) {
  return {
    async measure({ metric, from, to, userId }: RpcParsedRequest<'crm.goals.measure'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      // The days from `from` to `to`, both whole.
      const range = { from: new Date(`${from}T00:00:00Z`), to: new Date(Date.parse(`${to}T00:00:00Z`) + day) };
      const value = await uow.read(tenantId, (db) => measure(db, { metric, ...range, userId, viewer: viewerOf(ctx) }));
      return { value };
    },
  };
}
export type GoalMeasureService = ReturnType<typeof createGoalMeasureService>;
