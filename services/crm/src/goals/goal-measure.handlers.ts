import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { measure } from './goal-measure.repository';

const day = 86_400_000;

/** Goal figures for the ai service's goals, read with the caller's own visibility. */
export function goalMeasureHandlers(uow: UnitOfWork<CrmDb>): Pick<RpcHandlers<'crm'>, 'crm.goals.measure'> {
  return {
    'crm.goals.measure': async ({ metric, from, to, userId }, ctx) => {
      const tenantId = requireTenant(ctx);
      const range = { from: new Date(`${from}T00:00:00Z`), to: new Date(Date.parse(`${to}T00:00:00Z`) + day) };
      const value = await uow.read(tenantId, (db) => measure(db, { metric, ...range, userId, viewer: viewerOf(ctx) }));
      return { value };
    },
  };
}
