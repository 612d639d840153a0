import { z } from 'zod';

/** ISO 4217 code; amounts travel as integer minor units (cents) of it, never as fractions. */
export const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD');
export type Currency = z.infer<typeof Currency>;

export const MinorUnits = z
  .number()
  .int('must be whole minor units (cents)')
  .min(0, 'must be 0 or more')
  .max(1_000_000_000_000, 'must be at most 1,000,000,000,000');

/** How many decimals a number may carry, checked on its decimal text (0.1 + 0.2 is not 0.3). */
const decimals = (places: number) => (value: number) => {
  const [, fraction = ''] = String(value).split('.');
  return !String(value).includes('e') && fraction.length <= places;
};

export const Quantity = z
  .number()
  .positive('must be more than 0')
  .max(1_000_000, 'must be at most 1,000,000')
  .refine(decimals(3), 'may have at most 3 decimals');

/** A percentage with at most three decimals (8.875 %): discounts and tax rates. */
export const Percent = z
  .number()
  .min(0, 'must be 0 or more')
  .max(100, 'must be at most 100')
  .refine(decimals(3), 'may have at most 3 decimals');

/** Exclusive: prices are before tax and tax is added. Inclusive: prices already hold the tax. */
export const TaxMode = z.enum(['exclusive', 'inclusive']);
export type TaxMode = z.infer<typeof TaxMode>;

export const Billing = z.enum(['one_off', 'monthly', 'yearly']);
export type Billing = z.infer<typeof Billing>;

/** One line as a user enters it; `currency`, when given, must be the document's. */
export const LineInput = z.object({
  productId: z.uuid().nullable().default(null),
  description: z.string().trim().min(1, 'needs a description').max(500),
  quantity: Quantity,
  unitPrice: MinorUnits,
  discountPercent: Percent.default(0),
  taxRate: Percent.default(0),
  billing: Billing.default('one_off'),
  currency: Currency.optional(),
});
export type LineInput = z.infer<typeof LineInput>;

/** A line with its figures, each rounded once from the exact amount. */
export const PricedLine = LineInput.omit({ currency: true }).extend({
  net: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type PricedLine = z.infer<typeof PricedLine>;

export const Totals = z.object({ net: z.number().int(), tax: z.number().int(), total: z.number().int() });
export type Totals = z.infer<typeof Totals>;

/** Lines in one currency: a line naming another is refused, naming that line's field. */
export const PricedDocumentInput = z
  .object({
    currency: Currency,
    taxMode: TaxMode.default('exclusive'),
    lines: z.array(LineInput).max(200, 'may have at most 200 lines'),
  })
  .superRefine((doc, ctx) => {
    doc.lines.forEach((line, index) => {
      if (line.currency && line.currency !== doc.currency) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'currency'],
          message: `is ${line.currency} but the document is in ${doc.currency}`,
        });
      }
    });
  });
