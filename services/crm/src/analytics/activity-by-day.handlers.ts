import { countPerDay, type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';

/**
 * System Analytics (admin_dashboard, checked by the BFF): the workspace's contacts and deals
 * created per day, whoever owns them; counts only, so record visibility does not apply.
 */
export const activityByDayHandlers = (
  uow: UnitOfWork<CrmDb>,
): Pick<RpcHandlers<'crm'>, 'crm.admin.activity_by_day'> => ({
  'crm.admin.activity_by_day': ({ days }, ctx) =>
    uow.withTenant(requireTenant(ctx), async (trx) => ({
      contactsCreated: await countPerDay(trx, 'contacts', days, { liveOnly: true }),
      dealsCreated: await countPerDay(trx, 'deals', days, { liveOnly: true }),
    })),
});
