import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
      WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

/**
 * The money side of a deal (issue 28): products with a price per currency, a deal's line items,
 * quotes (each version a row; the public page finds one by its secret token) and invoices
 * numbered from a per-workspace counter. Lines are kept as the priced JSON they were shown with,
 * beside their summed figures, so a document always reproduces from its lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE products (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      sku text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      prices jsonb NOT NULL,
      tax_rate numeric(6,3) NOT NULL DEFAULT 0,
      tax_category text NOT NULL DEFAULT 'standard',
      billing text NOT NULL CHECK (billing IN ('one_off', 'monthly', 'yearly')),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX products_sku_idx ON products (tenant_id, lower(sku));
    ${rls('products')}

    CREATE TABLE deal_lines (
      tenant_id uuid NOT NULL,
      deal_id uuid NOT NULL,
      currency text NOT NULL,
      tax_mode text NOT NULL CHECK (tax_mode IN ('exclusive', 'inclusive')),
      value_follows_lines boolean NOT NULL DEFAULT false,
      lines jsonb NOT NULL,
      net bigint NOT NULL,
      tax bigint NOT NULL,
      total bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, deal_id),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('deal_lines')}

    -- One row per workspace: the invoice pattern and the next numbers, locked by each creation.
    CREATE TABLE commerce_counters (
      tenant_id uuid PRIMARY KEY,
      invoice_pattern text NOT NULL DEFAULT 'INV-{YYYY}-{SEQ:4}',
      next_invoice integer NOT NULL DEFAULT 1,
      next_quote integer NOT NULL DEFAULT 1
    );
    ${rls('commerce_counters')}

    CREATE TABLE quotes (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      deal_id uuid NOT NULL,
      number text NOT NULL,
      version integer NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'superseded')),
      title text NOT NULL,
      terms text NOT NULL DEFAULT '',
      expires_on date NOT NULL,
      accept_stage_id uuid,
      currency text NOT NULL,
      tax_mode text NOT NULL,
      lines jsonb NOT NULL,
      net bigint NOT NULL,
      tax bigint NOT NULL,
      total bigint NOT NULL,
      public_token text NOT NULL,
      accepted_name text,
      accepted_at timestamptz,
      accepted_ip text,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, number, version),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX quotes_token_idx ON quotes (tenant_id, public_token);
    CREATE INDEX quotes_deal_idx ON quotes (tenant_id, deal_id, created_at DESC);
    ${rls('quotes')}

    CREATE TABLE invoices (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      sequence integer NOT NULL,
      number text NOT NULL,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'partially_paid', 'paid', 'void')),
      customer_name text NOT NULL,
      deal_id uuid,
      quote_id uuid,
      currency text NOT NULL,
      tax_mode text NOT NULL,
      lines jsonb NOT NULL,
      net bigint NOT NULL,
      tax bigint NOT NULL,
      total bigint NOT NULL,
      amount_paid bigint NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
      issued_on date NOT NULL DEFAULT current_date,
      due_on date NOT NULL,
      notes text NOT NULL DEFAULT '',
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      voided_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, sequence),
      UNIQUE (tenant_id, number),
      FOREIGN KEY (tenant_id, quote_id) REFERENCES quotes (tenant_id, id)
    );
    -- An accepted quote is invoiced once.
    CREATE UNIQUE INDEX invoices_quote_idx ON invoices (tenant_id, quote_id) WHERE quote_id IS NOT NULL;
    CREATE INDEX invoices_list_idx ON invoices (tenant_id, sequence DESC);
    ${rls('invoices')}

    CREATE TABLE invoice_payments (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      invoice_id uuid NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      reference text NOT NULL DEFAULT '',
      recorded_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoices (tenant_id, id)
    );
    ${rls('invoice_payments')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE invoice_payments, invoices, quotes, commerce_counters, deal_lines, products`.execute(db);
}
