import { DealLinesInput, minorDigits } from '@smartcrm/contracts';
import { z } from 'zod';

/**
 * The line editor's form: prices typed in major units (12.50) become the contract's minor units
 * once, on submit, so the server refuses exactly what the contract refuses.
 */
export const LineFormSchema = z
  .object({
    currency: z.string(),
    taxMode: z.enum(['exclusive', 'inclusive']),
    valueFollowsLines: z.boolean(),
    lines: z.array(
      z.object({
        productId: z.string().nullable(),
        description: z.string(),
        quantity: z.number({ error: 'must be a number' }),
        price: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more'),
        discountPercent: z.number({ error: 'must be a number' }),
        taxRate: z.number({ error: 'must be a number' }),
        billing: z.enum(['one_off', 'monthly', 'yearly']),
      }),
    ),
  })
  .transform(
    ({ lines, ...doc }): z.input<typeof DealLinesInput> => ({
      ...doc,
      lines: lines.map(({ price, ...line }) => ({ ...line, unitPrice: toMinor(price, doc.currency) })),
    }),
  )
  .pipe(DealLinesInput);
export type LineForm = z.input<typeof LineFormSchema>;

export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency));
export const toMajor = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);
