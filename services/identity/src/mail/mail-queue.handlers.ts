import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { IdentityDb } from '../db/schema';
import { queueMail } from './mail.service';

/**
 * Other services' mail through the workspace's system mail: kept in the outbox under the
 * intent's id, so a redelivered request queues nothing twice, and sent by the mail worker.
 */
export const mailQueueHandlers = (
  uow: UnitOfWork<IdentityDb>,
): Pick<RpcHandlers<'identity'>, 'identity.mail.queue'> => ({
  'identity.mail.queue': async ({ id, to, ...content }, ctx) => {
    const tenantId = requireTenant(ctx);
    await uow.withTenant(tenantId, (trx, emit) => queueMail(trx, emit, tenantId, to, content, id));
    return { ok: true };
  },
});
