import type { LeadScoresScored, RpcContext, RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { findContactIds, findScoringInputs, writeLeadScores } from './scoring-inputs.repository';

/** What the AI orchestrator reads (contacts with their activity aggregates, every contact id) and the scores it sets. */
export function createScoringService(uow: UnitOfWork<CrmDb>) {
  return {
    async inputs(ids: string[], ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return { items: await uow.read(tenantId, (db) => findScoringInputs(db, tenantId, ids, viewerOf(ctx))) };
    },
    async contactIds(page: RpcParsedRequest<'crm.ai.contact_ids'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return { ids: await uow.read(tenantId, (db) => findContactIds(db, tenantId, page)) };
    },
    /**
     * The contact's lead score is AI's to set: one statement per event (a bulk batch is one
     * event), idempotent, and never touching the fields a person typed. The scores that changed
     * are announced (for webhooks) in the same transaction's outbox.
     */
    async recordScores(tenantId: string, scores: LeadScoresScored) {
      await uow.withTenant(tenantId, async (trx, emit) => {
        const changes = await writeLeadScores(trx, tenantId, scores);
        if (changes.length) emit({ type: 'crm.contact.scores_changed', tenantId, data: { changes } });
      });
    },
  };
}
export type ScoringService = ReturnType<typeof createScoringService>;
