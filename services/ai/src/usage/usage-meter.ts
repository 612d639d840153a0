import type { UnitOfWork } from '@smartcrm/kit';
import type { AiDb } from '../db/schema';
import { insertModelCall, type MeteredCall } from './model-call.repository';

/** Every model call, successful or not, lands in ai.model_calls: the figures AI Performance shows. */
export function createUsageMeter(uow: UnitOfWork<AiDb>) {
  return {
    record: (tenantId: string, call: MeteredCall) => uow.read(tenantId, (db) => insertModelCall(db, tenantId, call)),
  };
}
export type UsageMeter = ReturnType<typeof createUsageMeter>;
