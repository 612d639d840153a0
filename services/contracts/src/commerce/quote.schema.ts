import { z } from 'zod';
import { DateOnly } from '../crm/deal.schema';
import { Currency, PricedDocumentInput, PricedLine, TaxMode, Totals } from './money.schema';

/** Stored: open, accepted or superseded; an open quote past its expiry date reads as expired. */
export const QuoteStatus = z.enum(['open', 'accepted', 'superseded', 'expired']);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

const quoteFields = {
  title: z.string().trim().min(1, 'needs a title').max(200),
  terms: z.string().trim().max(10_000).default(''),
  expiresOn: DateOnly,
  /** The stage the deal moves to when the customer accepts; none leaves the deal where it is. */
  acceptStageId: z.uuid().nullable().default(null),
};

/** A quote of a deal: its lines are the deal's line items unless the request names its own. */
export const QuoteInput = z.object({
  dealId: z.uuid(),
  ...quoteFields,
  document: PricedDocumentInput.optional(),
});
export type QuoteInput = z.infer<typeof QuoteInput>;

/**
 * A new version: the same quote with other lines or terms; the version it replaces is superseded.
 * What is left out is kept (no defaults here, or an omitted field would reset).
 */
export const QuoteRevision = z.object({
  title: quoteFields.title.optional(),
  terms: z.string().trim().max(10_000).optional(),
  expiresOn: DateOnly.optional(),
  acceptStageId: z.uuid().nullable().optional(),
  document: PricedDocumentInput.optional(),
});

export const QuoteAcceptance = z.object({
  name: z.string(),
  acceptedAt: z.iso.datetime({ offset: true }),
  ip: z.string(),
  version: z.number().int(),
});

const quoteBody = {
  id: z.uuid(),
  number: z.string(),
  version: z.number().int(),
  status: QuoteStatus,
  title: z.string(),
  terms: z.string(),
  expiresOn: z.string(),
  currency: Currency,
  taxMode: TaxMode,
  lines: z.array(PricedLine),
  totals: Totals,
  acceptance: QuoteAcceptance.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
};

export const Quote = z.object({
  ...quoteBody,
  dealId: z.uuid(),
  dealTitle: z.string(),
  acceptStageId: z.uuid().nullable(),
  /** The secret of the public accept page (`/q/<token>`): only staff read it. */
  publicToken: z.string(),
});
export type Quote = z.infer<typeof Quote>;
export const QuoteList = z.object({ items: z.array(Quote) });
export const QuoteListQuery = z.object({ dealId: z.uuid().optional() });

/** What the customer sees on the public page: no deal, stage or staff fields. */
export const PublicQuote = z.object({ ...quoteBody, customerName: z.string().nullable() });
export type PublicQuote = z.infer<typeof PublicQuote>;

export const QuoteToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'is not a quote link');
export const QuoteAcceptInput = z.object({
  name: z.string().trim().min(2, 'type your full name').max(200),
});
