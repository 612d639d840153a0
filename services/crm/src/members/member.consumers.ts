import { consumeEvents, type ServiceDeps, type BaseConfig } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { upsertMember } from './member.repository';

/** Keeps the CRM's directory of the tenant's users in step with identity. */
export async function startMemberConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'identity.user.created',
    (event) =>
      uow
        .withTenant(event.tenantId, (trx) =>
          upsertMember(trx, {
            tenant_id: event.tenantId,
            user_id: event.data.userId,
            name: event.data.name,
            email: event.data.email,
            role: event.data.role,
            joined_at: new Date(event.occurredAt),
          }),
        )
        .then(() => undefined),
    log,
  );
  shutdown.add('member consumer', consumer.stop);
}
