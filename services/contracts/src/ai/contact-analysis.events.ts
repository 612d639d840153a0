import { z } from 'zod';
import { LeadScoresScored } from './scoring-input.schema';

/** Events of the contact analysis domain; events.ts combines every domain's. */
export const contactAnalysisEvents = {
  /** AI scored contacts (one or a bulk batch): crm writes their lead scores; browsers refresh. */
  'ai.contact.scored': { version: 1, data: LeadScoresScored },
  /** A contact's AI analysis (enrichment, category, qualification) finished. */
  'ai.contact.analysed': {
    version: 1,
    data: z.object({ contactId: z.uuid(), task: z.enum(['score', 'enrich', 'categorize', 'qualify']) }),
  },
} as const;
