import { ContactIdPage, ContactIdPageRequest, ScoringInputsReply, ScoringInputsRequest } from './scoring-input.schema';

/** The scoring input domain's request/reply methods; rpc.ts combines every domain's. */
export const scoringInputRpcMethods = {
  /** The AI orchestrator reads contacts with their activity aggregates: a batch, or one as a person sees it. */
  'crm.ai.scoring_inputs': { request: ScoringInputsRequest, reply: ScoringInputsReply },
  'crm.ai.contact_ids': { request: ContactIdPageRequest, reply: ContactIdPage },
} as const;
