import { baseConfigSchema } from '@smartcrm/kit';
import { z } from 'zod';

export const crmConfigSchema = baseConfigSchema.extend({
  /** Rows per import transaction: large enough that round trips vanish, small enough to stay brief. */
  IMPORT_BATCH_ROWS: z.coerce.number().int().min(100).max(50_000).default(5000),
  /** Batches of one import written side by side (a contacts import that skips known emails). */
  IMPORT_PARALLEL_BATCHES: z.coerce.number().int().min(1).max(8).default(2),
  /** Imports one crm process runs at once. */
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
});
export type CrmConfig = z.infer<typeof crmConfigSchema>;
