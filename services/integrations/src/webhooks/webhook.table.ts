import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WebhookEndpointsTable {
  tenant_id: string;
  id: string;
  url: string;
  description: Generated<string>;
  events: string[];
  secret_sealed: string;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  consecutive_failures: Generated<number>;
  created_by: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface WebhookDeliveriesTable {
  tenant_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  event_seq: ColumnType<string, number, number>;
  record_key: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<'pending' | 'sending' | 'retrying' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Stamp;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface WebhookAttemptsTable {
  tenant_id: string;
  delivery_id: string;
  attempt: number;
  started_at: Stamp;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  duration_ms: number | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
