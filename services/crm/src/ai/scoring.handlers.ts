import type { RpcHandlers } from '@smartcrm/kit';
import type { ScoringService } from './scoring.service';

export function scoringHandlers(
  scoring: ScoringService,
): Pick<RpcHandlers<'crm'>, 'crm.ai.scoring_inputs' | 'crm.ai.contact_ids'> {
  return {
    'crm.ai.scoring_inputs': ({ ids }, ctx) => scoring.inputs(ids, ctx),
    'crm.ai.contact_ids': (page, ctx) => scoring.contactIds(page, ctx),
  };
}
