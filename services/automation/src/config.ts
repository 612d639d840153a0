import { baseConfigSchema, hostList, secret } from '@smartcrm/kit';
import { z } from 'zod';

export const automationConfigSchema = baseConfigSchema.extend({
  /**
   * Steps of runs executed at once by one instance. A step mostly waits (on crm, Postgres, Redis):
   * at 20 a busy workspace's runs fell seconds behind its new contacts, at 50 they kept up.
   */
  AUTOMATION_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(50),
  /** Tries of a failing step (with exponential back-off) before its run fails. */
  AUTOMATION_STEP_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** The first retry's delay; each next one doubles it. */
  AUTOMATION_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  /** How many runs deep a chain of runs started by runs' own changes may go (the loop guard). */
  AUTOMATION_MAX_DEPTH: z.coerce.number().int().min(1).max(20).default(5),
  /** How often an instance re-queues runs whose next step's job went missing (Redis lost it, a crash). */
  AUTOMATION_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Hosts an HTTP request step may call although they are private (comma separated); any other must be public. */
  AUTOMATION_HTTP_PRIVATE_HOSTS: hostList,
  /** How long an HTTP request step waits for the answer before the try fails (and is retried). */
  AUTOMATION_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Derives each workflow's own signing secret for its HTTP requests (16+ characters). */
  AUTOMATION_SIGNING_KEY: secret('smartcrm-dev-automation-signing-key', 16),
  /** How often an instance looks for scheduled workflows whose tick is due (one instance runs each tick). */
  AUTOMATION_SCHEDULE_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
});
export type AutomationConfig = z.infer<typeof automationConfigSchema>;
