import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { upsertMember } from './member.repository';

interface MemberFacts {
  userId: string;
  name: string;
  email: string;
  role: string;
}

/** Keeps the CRM's directory of the tenant's users (owners, assignees) in step with identity. */
export async function startMemberConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const apply = async (event: { tenantId: string; occurredAt: string; data: MemberFacts }) => {
    const at = new Date(event.occurredAt);
    await uow.withTenant(event.tenantId, (trx) =>
      upsertMember(trx, {
        tenant_id: event.tenantId,
        user_id: event.data.userId,
        name: event.data.name,
        email: event.data.email,
        role: event.data.role,
        joined_at: at,
        synced_at: at,
      }),
    );
  };
  // A bulk import of users sends thousands of these at once; the newest fact per user wins
  // (synced_at), so they can be applied side by side.
  for (const type of ['identity.user.created', 'identity.user.updated'] as const) {
    const consumer = await consumeEvents(nc, 'crm', type, apply, log, { concurrency: 16 });
    shutdown.add(`${type} consumer`, consumer.stop);
  }
}
