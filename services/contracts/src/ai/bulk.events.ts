import { z } from 'zod';
import { BulkStatus } from './bulk.schema';

/** Events of the bulk domain; events.ts combines every domain's. */
export const bulkEvents = {
  /** A bulk run moved on (published directly, at most about once a second per run). */
  'ai.bulk.progress': {
    version: 1,
    data: z.object({
      runId: z.uuid(),
      status: BulkStatus,
      total: z.number().int(),
      processed: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
    }),
  },
} as const;
