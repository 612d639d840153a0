import { baseConfigSchema, hostList, secret } from '@smartcrm/kit';
import { z } from 'zod';

export const crmConfigSchema = baseConfigSchema.extend({
  /** The longest one report statement may run (ms); longer ones are stopped and the user told to narrow it. */
  REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Rows per import transaction: large enough that round trips vanish, small enough to stay brief. */
  IMPORT_BATCH_ROWS: z.coerce.number().int().min(100).max(50_000).default(5000),
  /** Batches of one import written side by side (a contacts import that skips known emails). */
  IMPORT_PARALLEL_BATCHES: z.coerce.number().int().min(1).max(8).default(2),
  /** Imports one crm process runs at once. */
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** The payment provider's API (Stripe's shape); tests point it at a local fake. */
  PAYMENTS_API_URL: z.url().default('https://api.stripe.com'),
  /** The provider's secret API key; without it invoices are not paid online. */
  PAYMENTS_SECRET_KEY: z.string().min(1).optional(),
  /** The secret the provider signs its webhooks with (Stripe's `whsec_…`). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Encrypts connected calendars' app passwords at rest. */
  CALENDAR_SECRET: secret('smartcrm-dev-calendar-secret', 16),
  /**
   * CalDAV servers a calendar may name although they are private (an internal groupware server),
   * comma separated; any other private or internal address is refused, as for mail servers.
   */
  CALENDAR_PRIVATE_HOSTS: hostList,
  /** How often every connected calendar is read (a change in the CRM is written at once). */
  CALENDAR_SYNC_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(120_000),
  /** How many calendars one instance syncs at once (a slow server holds up only its own calendar). */
  CALENDAR_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** How long one CalDAV request may take before the server counts as unreachable. */
  CALENDAR_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(15_000),
});
export type CrmConfig = z.infer<typeof crmConfigSchema>;
