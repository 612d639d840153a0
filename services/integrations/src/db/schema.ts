import type { WebhookTables } from '../webhooks/webhook.table';

/** The integrations schema as kysely sees it: every domain's tables. */
export interface IntegrationsDb extends WebhookTables {}
