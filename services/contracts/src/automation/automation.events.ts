import { z } from 'zod';
import { RunStatus } from './workflow.schema';

/** Events of the automation domain; events.ts combines every domain's. */
export const automationEvents = {
  /** A run ended: completed, failed (with its step's error) or stopped (a stop step, the loop guard). */
  'automation.run.finished': {
    version: 1,
    data: z.object({ runId: z.uuid(), workflowId: z.uuid(), status: RunStatus, error: z.string().nullable() }),
  },
} as const;
