import type { Generated } from 'kysely';
import type { Billing, PricedLine, TaxMode } from '@smartcrm/contracts';
import type { Json } from '../db/json-column';

/** numeric columns (tax rates, quantities) arrive as text; dates as YYYY-MM-DD text. */
export interface ProductsTable {
  tenant_id: string;
  id: Generated<string>;
  sku: string;
  name: string;
  description: string;
  prices: Json<Record<string, number>>;
  tax_rate: number | string;
  tax_category: string;
  billing: Billing;
  active: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The figures every priced document keeps beside its lines. */
interface PricedColumns {
  currency: string;
  tax_mode: TaxMode;
  lines: Json<PricedLine[]>;
  net: number;
  tax: number;
  total: number;
}

export interface DealLinesTable extends PricedColumns {
  tenant_id: string;
  deal_id: string;
  value_follows_lines: boolean;
  updated_at: Generated<Date>;
}

export interface CommerceCountersTable {
  tenant_id: string;
  invoice_pattern: Generated<string>;
  next_invoice: Generated<number>;
  next_quote: Generated<number>;
}

export interface QuotesTable extends PricedColumns {
  tenant_id: string;
  id: Generated<string>;
  deal_id: string;
  number: string;
  version: number;
  status: Generated<'open' | 'accepted' | 'superseded'>;
  title: string;
  terms: string;
  expires_on: string;
  accept_stage_id: string | null;
  public_token: string;
  accepted_name: string | null;
  accepted_at: Date | null;
  accepted_ip: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface InvoicesTable extends PricedColumns {
  tenant_id: string;
  id: Generated<string>;
  sequence: number;
  number: string;
  status: Generated<'draft' | 'sent' | 'partially_paid' | 'paid' | 'void'>;
  customer_name: string;
  deal_id: string | null;
  quote_id: string | null;
  amount_paid: Generated<number>;
  issued_on: Generated<string>;
  due_on: string;
  notes: string;
  version: Generated<number>;
  created_at: Generated<Date>;
  sent_at: Date | null;
  voided_at: Date | null;
}

export interface InvoicePaymentsTable {
  tenant_id: string;
  id: Generated<string>;
  invoice_id: string;
  amount: number;
  reference: string;
  recorded_by: string | null;
  provider_ref: Generated<string | null>;
  created_at: Generated<Date>;
}

export interface PaymentEventsTable {
  tenant_id: string;
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

export interface CommerceTables {
  products: ProductsTable;
  deal_lines: DealLinesTable;
  commerce_counters: CommerceCountersTable;
  quotes: QuotesTable;
  invoices: InvoicesTable;
  invoice_payments: InvoicePaymentsTable;
  payment_events: PaymentEventsTable;
}
