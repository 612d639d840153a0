import { type BaseConfig, consumeEvents, type ServiceDeps } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import type { ScoringService } from './scoring.service';

/** Lead scores arrive as AI's events (`ai.contact.scored`). */
export async function startLeadScoreConsumer(
  { nc, log, shutdown }: ServiceDeps<CrmDb, BaseConfig>,
  scoring: ScoringService,
) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'ai.contact.scored',
    (event) => scoring.recordScores(event.tenantId, event.data),
    log,
    { concurrency: 8 },
  );
  shutdown.add('lead score consumer', consumer.stop);
}
