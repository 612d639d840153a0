import type { AuditAction } from '@smartcrm/contracts';
import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import { recordAudit } from '../audit/audit.repository';
import type { IdentityDb } from '../db/schema';
import { endSessions } from '../sessions/session.service';

/**
 * Operators' changes made in the tenant service land in the changed tenant's audit log (the
 * entry takes the event's id, so a redelivery writes nothing twice); a suspended tenant's
 * users are signed out everywhere.
 */
export async function startTenantChangeConsumers({ nc, uow, log, shutdown }: ServiceDeps<IdentityDb, BaseConfig>) {
  const audit = async (
    event: { id: string; tenantId: string },
    by: { userId: string; email: string },
    action: AuditAction,
    details: Record<string, unknown>,
  ): Promise<void> => {
    await uow.withTenant(event.tenantId, (trx) =>
      recordAudit(trx, { tenantId: event.tenantId, actor: by, action, target: null, details }, event.id),
    );
  };

  const consumers = await Promise.all([
    consumeEvents(
      nc,
      'identity',
      'tenant.tenant.status_changed',
      async (event) => {
        const { status, by } = event.data;
        await uow.withTenant(event.tenantId, async (trx, emit) => {
          if (status === 'suspended') await endSessions(trx, emit, event.tenantId, {});
        });
        await audit(event, by, status === 'suspended' ? 'tenant.suspended' : 'tenant.reactivated', {});
      },
      log,
    ),
    consumeEvents(
      nc,
      'identity',
      'tenant.tenant.plan_changed',
      (event) =>
        audit(event, event.data.by, event.data.endedTrial ? 'tenant.plan_chosen' : 'tenant.plan_changed', {
          from: event.data.from,
          to: event.data.to,
        }),
      log,
    ),
    consumeEvents(
      nc,
      'identity',
      'tenant.tenant.trial_extended',
      (event) => audit(event, event.data.by, 'tenant.trial_extended', { days: event.data.days, to: event.data.to }),
      log,
    ),
    consumeEvents(
      nc,
      'identity',
      'tenant.partner.share_changed',
      (event) =>
        audit(event, event.data.by, 'partner.share_changed', {
          sharePercent: event.data.sharePercent,
          previous: event.data.previous,
        }),
      log,
    ),
    consumeEvents(
      nc,
      'identity',
      'tenant.plan.updated',
      (event) =>
        audit(event, event.data.by, event.data.created ? 'plan.created' : 'plan.updated', {
          plan: event.data.planId,
          version: event.data.version,
        }),
      log,
    ),
  ]);
  for (const consumer of consumers) shutdown.add('tenant change consumer', consumer.stop);
}
