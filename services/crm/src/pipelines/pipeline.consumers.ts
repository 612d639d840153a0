import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { ensureDefaultPipeline } from './pipeline.repository';

/** A new tenant gets its default pipeline at once (idempotent: a replay finds it there). */
export async function startPipelineConsumers({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'tenant.tenant.created',
    (event) =>
      uow.withTenant(event.tenantId, (trx) => ensureDefaultPipeline(trx, event.tenantId)).then(() => undefined),
    log,
  );
  shutdown.add('pipeline consumer', consumer.stop);
}
