import { z } from 'zod';
import { DateOnly } from '../crm/deal.schema';
import { Currency, MinorUnits, PricedDocumentInput, PricedLine, TaxMode, Totals } from './money.schema';

/** Stored statuses plus `overdue`: sent or partly paid past the due date (read, never stored). */
export const InvoiceStatus = z.enum(['draft', 'sent', 'partially_paid', 'paid', 'overdue', 'void']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

const invoiceFields = {
  customerName: z.string().trim().min(1, 'needs a customer').max(200),
  dueOn: DateOnly,
  notes: z.string().trim().max(10_000).default(''),
};

/** By hand (lines given) or from an accepted quote (its lines, currency and deal). */
export const InvoiceInput = z.union([
  z.object({ quoteId: z.uuid(), dueOn: DateOnly, customerName: invoiceFields.customerName.optional() }),
  z.object({ ...invoiceFields, dealId: z.uuid().nullable().default(null), document: PricedDocumentInput }),
]);
export type InvoiceInput = z.infer<typeof InvoiceInput>;

/** Only a draft changes; a sent invoice is corrected with a credit note, never edited. */
export const InvoicePatch = z
  .object({ ...invoiceFields, document: PricedDocumentInput, version: z.number().int() })
  .partial()
  .required({ version: true });

export const PaymentInput = z.object({
  amount: MinorUnits.min(1, 'must be more than 0'),
  reference: z.string().max(200).default(''),
});

export const Invoice = z.object({
  id: z.uuid(),
  number: z.string(),
  status: InvoiceStatus,
  customerName: z.string(),
  dealId: z.uuid().nullable(),
  quoteId: z.uuid().nullable(),
  currency: Currency,
  taxMode: TaxMode,
  lines: z.array(PricedLine),
  totals: Totals,
  amountPaid: z.number().int(),
  issuedOn: z.string(),
  dueOn: z.string(),
  notes: z.string(),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceListQuery = z.object({
  status: InvoiceStatus.optional(),
  /** The last number's sequence of the page before (an int4 in the database). */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'is not a page cursor')
    .refine((value) => Number(value) <= 2_147_483_647, 'is not a page cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const InvoicePage = z.object({ items: z.array(Invoice), nextCursor: z.string().nullable() });

/** `{SEQ}` (or `{SEQ:5}`, zero-padded) is the workspace's next number; `{YYYY}` the year issued. */
export const InvoiceNumberPattern = z
  .string()
  .trim()
  .max(60)
  .regex(/\{SEQ(:[1-9])?\}/, 'must hold {SEQ} or {SEQ:n}')
  .refine((p) => /^[A-Za-z0-9{}:/_ .-]+$/.test(p), 'may hold letters, digits, - _ / . and {YYYY} {SEQ}');
export const InvoiceSettings = z.object({ numberPattern: InvoiceNumberPattern, nextNumber: z.number().int().min(1) });
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;
export const InvoiceSettingsPatch = z.object({ numberPattern: InvoiceNumberPattern });
