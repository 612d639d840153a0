import { type PublicQuote, type Quote, utcToday } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { QuotesTable } from '../products/commerce.table';

export type QuoteRow = Selectable<QuotesTable> & { deal_title: string; customer_name: string | null };

/** An open quote past its expiry date reads as expired; the stored status stays open. */
const statusOf = (row: QuoteRow) => (row.status === 'open' && row.expires_on < utcToday() ? 'expired' : row.status);

export function toPublicQuote(row: QuoteRow): PublicQuote {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: statusOf(row),
    title: row.title,
    terms: row.terms,
    expiresOn: row.expires_on,
    currency: row.currency,
    taxMode: row.tax_mode,
    lines: row.lines,
    totals: { net: row.net, tax: row.tax, total: row.total },
    acceptance:
      row.accepted_at && row.accepted_name
        ? {
            name: row.accepted_name,
            acceptedAt: row.accepted_at.toISOString(),
            ip: row.accepted_ip ?? '',
            version: row.version,
          }
        : null,
    createdAt: row.created_at.toISOString(),
    customerName: row.customer_name,
  };
}

export function toQuote(row: QuoteRow): Quote {
  const { customerName: _, ...rest } = toPublicQuote(row);
  return {
    ...rest,
    dealId: row.deal_id,
    dealTitle: row.deal_title,
    acceptStageId: row.accept_stage_id,
    publicToken: row.public_token,
  };
}
