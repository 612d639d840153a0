import type { BaseConfig, RpcHandler, ServiceDeps, UnitOfWork } from '@smartcrm/kit';
import { consumeEvents, requireTenant } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { findContactIds, findScoringInputs, writeLeadScores } from './scoring-inputs.repository';

/** What the AI orchestrator reads: contacts with their activity aggregates, and every contact id. */
export function scoringHandlers(uow: UnitOfWork<CrmDb>): {
  'crm.ai.scoring_inputs': RpcHandler<'crm.ai.scoring_inputs'>;
  'crm.ai.contact_ids': RpcHandler<'crm.ai.contact_ids'>;
} {
  return {
    'crm.ai.scoring_inputs': async ({ ids }, ctx) => {
      const tenantId = requireTenant(ctx);
      return { items: await uow.read(tenantId, (db) => findScoringInputs(db, tenantId, ids, viewerOf(ctx))) };
    },
    'crm.ai.contact_ids': async (page, ctx) => {
      const tenantId = requireTenant(ctx);
      return { ids: await uow.read(tenantId, (db) => findContactIds(db, tenantId, page)) };
    },
  };
}

/**
 * The contact's lead score is AI's to set, through this event: one statement per event (a
 * bulk batch is one event), idempotent, and never touching the fields a person typed.
 */
export async function startLeadScoreConsumer({ nc, uow, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'ai.contact.scored',
    (event) => uow.read(event.tenantId, (db) => writeLeadScores(db, event.tenantId, event.data)).then(() => undefined),
    log,
    { concurrency: 8 },
  );
  shutdown.add('lead score consumer', consumer.stop);
}
